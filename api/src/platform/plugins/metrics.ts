// GET /metrics: this replica's Prometheus metrics (lib/metrics.ts), and the hook that times every
// request by its route pattern. Not for the public: nginx does not pass /metrics on, and the
// replica answers it only with METRICS_TOKEN as a bearer token, or, without a token configured,
// to a scraper on this machine or the private network that reached it directly (no proxy headers).
import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-errors';
import { httpDuration, httpErrors, httpRequests, registry, watchPool } from '../lib/metrics';

const PRIVATE = new net.BlockList();
PRIVATE.addSubnet('127.0.0.0', 8);
PRIVATE.addSubnet('10.0.0.0', 8);
PRIVATE.addSubnet('172.16.0.0', 12);
PRIVATE.addSubnet('192.168.0.0', 16);
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return net.isIPv4(v4) ? PRIVATE.check(v4, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

/** Whether this request may read the metrics. */
export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
  if (request.headers['x-forwarded-for'] || request.headers['x-real-ip'] || request.headers.forwarded) return false;
  return isPrivateAddress(request.socket.remoteAddress);
}

export default fp(
  async function metrics(app: FastifyInstance) {
    const driver = app.database.driver;
    watchPool(driver.kind === 'postgres' ? () => driver.pool : null);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) httpErrors.inc({ method: request.method, route });
    });

    const token = app.config.observability?.metricsToken ?? null;
    app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      if (!mayReadMetrics(request, token)) throw forbidden('The metrics are for the monitoring system only.');
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
