// OpenTelemetry traces of the checkout path (docs/operations.md "Traces"): off by default, on with
// OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), exported over OTLP/HTTP to any
// collector. The code makes spans through @opentelemetry/api only: with no provider started they
// cost nothing and go nowhere. Spans carry the request id (`request.id`), never a token, a card or
// what a prescription says.
import { context, propagation, type Attributes, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { currentRequestId } from './request-context';

export const TRACER_NAME = 'e-pharmacy-api';
const tracer = () => trace.getTracer(TRACER_NAME);

/** Ends `span` as failed with `err` (its message only: never a body or a header). */
function recordFailure(span: Span, err: unknown) {
  const error = err instanceof Error ? err : new Error(String(err));
  span.recordException({ name: error.name, message: error.message });
  span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
}

/**
 * Runs `work` inside a new span, a child of the active one (the request's), with the request id
 * and `attributes`; the span ends when `work` settles, marked failed when it throws.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  const requestId = currentRequestId();
  return tracer().startActiveSpan(
    name,
    { kind, attributes: { ...(requestId ? { 'request.id': requestId } : {}), ...attributes } },
    async (span) => {
      try {
        return await work(span);
      } catch (err) {
        recordFailure(span, err);
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

/** A server span for one HTTP request; `run` continues the request inside it (Fastify's `done`). */
export function startRequestSpan(
  method: string,
  headers: Record<string, string | string[] | undefined>,
  requestId: string,
  run: () => void,
): Span {
  // A caller that sends W3C trace context (traceparent) makes this span its child.
  const parent = propagation.extract(context.active(), headers);
  const span = tracer().startSpan(
    `${method} request`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'request.id': requestId } },
    parent,
  );
  context.with(trace.setSpan(parent, span), run);
  return span;
}

/** Names the server span by its route pattern (never an id or a reference) and ends it. */
export function endRequestSpan(span: Span, method: string, route: string | null, statusCode: number, aborted = false): void {
  if (!span.isRecording()) return;
  if (route) {
    span.updateName(`${method} ${route}`);
    span.setAttribute('http.route', route);
  }
  span.setAttribute('http.response.status_code', statusCode);
  if (aborted) span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away' });
  else if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

export { SpanKind };
