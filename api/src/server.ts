import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startTracing } from './platform/lib/tracing-setup';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // Traces of the checkout path go to the collector when OTEL_EXPORTER_OTLP_ENDPOINT is set (off by default).
  const tracing = config.observability?.tracesEndpoint ? startTracing() : null;

  const app = await buildApp(config);
  if (tracing) app.log.info({ endpoint: config.observability?.tracesEndpoint }, 'OpenTelemetry traces on');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness fails at once; with SHUTDOWN_DRAIN_SECONDS the replica keeps serving that long, so a
    // load balancer that checks /ready stops sending before the listener closes. Then the requests
    // in flight finish (at most 10 s more) and the process exits.
    const drainSeconds = Math.max(0, Number(process.env.SHUTDOWN_DRAIN_SECONDS ?? 0) || 0);
    app.startDraining();
    app.log.info({ signal, drainSeconds }, 'shutting down: draining');
    const force = setTimeout(
      () => {
        app.log.error('graceful shutdown timed out, exiting');
        process.exit(1);
      },
      (drainSeconds + 10) * 1000,
    );
    force.unref();
    try {
      if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      await app.close();
      // The spans still batched go to the collector before the process ends.
      await tracing?.shutdown().catch((err: Error) => app.log.warn({ err: err.message }, 'traces not all sent at shutdown'));
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`e-pharmacy API on http://${config.host}:${config.port} (docs at /api/docs, database: ${app.database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
