import type { FastifyInstance } from 'fastify';

/** Liveness (the process answers) and readiness (the database answers). */
export default async function healthRoutes(app: FastifyInstance) {
  const schema = {
    hide: true,
    response: {
      200: { type: 'object', properties: { status: { type: 'string' } } },
      503: { type: 'object', properties: { status: { type: 'string' }, message: { type: 'string' } } },
    },
  };
  app.get('/healthz', { schema, config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema, config: { rateLimit: false } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer.' });
    }
  });
}
