// One server span per request (lib/tracing.ts), active while the request is served, so that the
// spans it causes (the Paystack call, settling a payment, placing the order) are its children.
// Named by the route pattern when answered. Without a tracer provider (the default) it is a no-op.
import type { Span } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endRequestSpan, startRequestSpan } from '../lib/tracing';

declare module 'fastify' {
  interface FastifyRequest {
    traceSpan?: Span;
  }
}

export default fp(
  async function tracing(app: FastifyInstance) {
    app.decorateRequest('traceSpan', undefined);
    app.addHook('onRequest', (request, _reply, done) => {
      request.traceSpan = startRequestSpan(request.method, request.headers, request.id, done);
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.traceSpan) endRequestSpan(request.traceSpan, request.method, request.routeOptions.url ?? null, reply.statusCode);
    });
    app.addHook('onRequestAbort', async (request) => {
      if (request.traceSpan) endRequestSpan(request.traceSpan, request.method, request.routeOptions.url ?? null, 499, true);
    });
  },
  { name: 'tracing', dependencies: ['request-id'] },
);
