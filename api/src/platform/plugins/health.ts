import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on readiness fails (the replica is being taken out: SIGTERM); requests are still served. */
    startDraining(): void;
  }
}

/**
 * Liveness (the process answers) and readiness (it should get traffic: not draining, and the
 * database answers). A load balancer or orchestrator that checks /ready (or /readyz) sends a
 * draining replica nothing new while it finishes what it has.
 */
export default fp(
  async function healthRoutes(app: FastifyInstance) {
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });
    const schema = {
      hide: true,
      response: {
        200: { type: 'object', properties: { status: { type: 'string' } } },
        503: { type: 'object', properties: { status: { type: 'string' }, message: { type: 'string' } } },
      },
    };
    app.get('/healthz', { schema, config: { rateLimit: false } }, async () => ({ status: 'ok' }));
    for (const url of ['/readyz', '/ready']) {
      app.get(url, { schema, config: { rateLimit: false } }, async (request, reply) => {
        if (draining) return reply.status(503).send({ status: 'draining', message: 'This replica is shutting down.' });
        try {
          await app.database.ping();
          return { status: 'ready' };
        } catch (err) {
          request.log.warn({ err }, 'readiness check failed');
          return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer.' });
        }
      });
    }
  },
  { name: 'health' },
);
