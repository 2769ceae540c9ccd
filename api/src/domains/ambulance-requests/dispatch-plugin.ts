import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DispatchRepository } from './dispatch-repository';
import { DispatchService } from './dispatch-service';

declare module 'fastify' {
  interface FastifyInstance {
    dispatch: DispatchService;
  }
}

/** Ambulance requests and the dispatch board, on the platform's rate limiter; a caller without an account is texted the status link. */
export default fp(
  async function dispatchService(app: FastifyInstance) {
    app.decorate(
      'dispatch',
      new DispatchService(new DispatchRepository(app.db), app.rateLimiter, app.log, {
        notifications: app.notifications,
        publicUrl: app.config.publicUrl,
      }),
    );
  },
  { name: 'dispatch-service', dependencies: ['db', 'auth', 'rate-limit', 'notifications'] },
);
