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
    const identity = new IdentityService(repository, app.accessTokens, app.endedSessions, app.mailer, app.rateLimiter, app.config, (err) =>
      app.log.error({ err }, 'identity mail after the answer failed'),
    );
    app.decorate('identity', identity);
    // Mail lookups and sends started after their answers finish before the database closes.
    app.addHook('onClose', async () => identity.settled());
  },
  { name: 'identity-service', dependencies: ['db', 'auth', 'mailer', 'rate-limit'] },
);
