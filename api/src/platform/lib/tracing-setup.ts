// Starts the OpenTelemetry SDK for the process (server.ts, when OTEL_EXPORTER_OTLP_ENDPOINT is set):
// spans are batched and sent over OTLP/HTTP (JSON) to the collector; AsyncLocalStorage carries the
// active span through a request's awaits. Tests start it with an in-memory exporter instead.
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-node';

export type Tracing = { provider: NodeTracerProvider; shutdown: () => Promise<void> };

/**
 * The exporter reads OpenTelemetry's own variables: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (the traces
 * URL), else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; OTEL_EXPORTER_OTLP_HEADERS for a collector's key.
 */
export function startTracing(options: { serviceName?: string; exporter?: SpanExporter; processor?: SpanProcessor } = {}): Tracing {
  const processor = options.processor ?? new BatchSpanProcessor(options.exporter ?? new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME?.trim() || options.serviceName || 'e-pharmacy-api',
    }),
    spanProcessors: [processor],
  });
  provider.register();
  return { provider, shutdown: () => provider.shutdown() };
}
