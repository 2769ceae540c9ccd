import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccessTokens } from '../../domains/identity/access-tokens';
import { EndedSessions } from '../../domains/identity/ended-sessions';
import { IdentityRepository } from '../../domains/identity/identity-repository';
import { forbidden, unauthorized } from '../lib/http-errors';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Authentication for routes: `requireUser`, `requireAdmin`, `requirePharmacist` and `optionalUser` onRequest hooks (headers only, so a refused caller never gets its body read) set
 * `request.user` from the Bearer access token; `assertSelfOrAdmin` guards per-user data.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    const accessTokens = new AccessTokens(app.config.jwtSecret, app.config.accessTokenTtlSeconds);
    const endedSessions = new EndedSessions(app.redis, app.config.accessTokenTtlSeconds, (err) =>
      app.log.warn({ err: err.message }, 'ended-session check without redis'),
    );
    app.decorate('accessTokens', accessTokens);
    app.decorate('endedSessions', endedSessions);
    app.decorateRequest('user', null);
    const identity = new IdentityRepository(app.db);

    async function authenticate(request: FastifyRequest, required: boolean) {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw unauthorized('Please log in first.');
        return;
      }
      const result = await accessTokens.verify(token);
      if (result.ok) {
        if (await endedSessions.hasEnded(result.sessionId)) {
          if (required) throw unauthorized('This session has ended. Please log in again.');
          return;
        }
        request.user = result.user;
        return;
      }
      if (required) {
        throw unauthorized(
          result.reason === 'expired'
            ? 'Your session has expired. Please log in again.'
            : 'Your session is not valid. Please log in again.',
        );
      }
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await authenticate(request, true);
    });
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      await authenticate(request, false);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request, true);
      if (request.user?.role !== 'admin') throw forbidden("You don't have admin rights.");
    });
    app.decorate('isPharmacist', async (userId: string) => {
      // Read from the database on every call (not the token), so taking the role back works at once.
      return identity.isPharmacist(userId);
    });
    app.decorate('requirePharmacist', async (request: FastifyRequest) => {
      await authenticate(request, true);
      if (!(await app.isPharmacist(request.user!.id))) throw forbidden('Only a pharmacist can do this.');
    });
    app.decorate('assertSelfOrAdmin', (request: FastifyRequest, userId: string) => {
      const user = request.user;
      if (!user) throw unauthorized('Please log in first.');
      if (user.role === 'admin') return;
      if (user.id !== userId) throw forbidden('You can only access your own account.');
    });
  },
  { name: 'auth', dependencies: ['redis', 'db'] },
);
