import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IdentityRepository } from './identity-repository';
import { IdentityService } from './identity-service';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

/** The identity domain service, wired to its repository and the platform's tokens, ended sessions, mailer and limiter. */
export default fp(
  async function identityService(app: FastifyInstance) {
    const repository = new IdentityRepository(app.db);
    app.decorate('identity', new IdentityService(repository, app.accessTokens, app.endedSessions, app.mailer, app.rateLimiter, app.config));
  },
  { name: 'identity-service', dependencies: ['db', 'auth', 'mailer', 'rate-limit'] },
);
