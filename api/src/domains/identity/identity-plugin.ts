import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IdentityRepository } from './identity-repository';
import { IdentityService, type StaffLookups } from './identity-service';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

export type IdentityPluginOptions = {
  /** Who is a laboratory's or a pharmacy's staff (the labs and orders domains answer; app.ts passes them). */
  staff?: StaffLookups;
};

/**
 * The identity domain service, wired to its repository and the platform's tokens, ended sessions,
 * mailer and limiter, and the staff lookups the composition root gives it.
 */
export default fp(
  async function identityService(app: FastifyInstance, { staff }: IdentityPluginOptions) {
    const repository = new IdentityRepository(app.db);
    const identity = new IdentityService(
      repository,
      app.accessTokens,
      app.endedSessions,
      app.mailer,
      app.rateLimiter,
      app.config,
      (err) => app.log.error({ err }, 'identity mail after the answer failed'),
      staff,
    );
    app.decorate('identity', identity);
    // Mail lookups and sends started after their answers finish before the database closes.
    app.addHook('onClose', async () => identity.settled());
  },
  { name: 'identity-service', dependencies: ['db', 'auth', 'mailer', 'rate-limit'] },
);
