// Who may read the metrics, and where traces go.
import type { Config } from './types';
import type { Problems } from './values';

/**
 * METRICS_TOKEN: when set, GET /metrics answers only with `Authorization: Bearer <token>`; when not,
 * only to a scraper on this machine or the private network that reached the replica directly (not
 * through a proxy). OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) turns tracing on.
 */
export function readObservability(env: NodeJS.ProcessEnv, problems: Problems): Config['observability'] {
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || null;
  return { metricsToken, tracesEndpoint: traces };
}
