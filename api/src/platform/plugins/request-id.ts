// Every request runs with its id (lib/request-context.ts) so that what it causes — log lines, the
// payment provider's call, the mail sent — carries it; the answer names it too (X-Request-Id), for
// a shopper's or an operator's report.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withRequestId } from '../lib/request-context';

export default fp(
  async function requestId(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      withRequestId(request.id, done);
    });
  },
  { name: 'request-id' },
);
