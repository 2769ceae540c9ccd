import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { AccessTokens } from '../../domains/identity/access-tokens';
import type { EndedSessions } from '../../domains/identity/ended-sessions';
import type { RateLimiter } from '../lib/rate-limiter';
import type { Mailer } from '../mail/mailer';

import type { AuthUser } from '../lib/auth-user';

export type { AuthUser, Role } from '../lib/auth-user';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
    accessTokens: AccessTokens;
    /** Sessions ended before their access tokens expire (logout, reset, refresh reuse). */
    endedSessions: EndedSessions;
    /** Per-key counters for login and mail limits (Redis when REDIS_URL is set). */
    rateLimiter: RateLimiter;
    /** onRequest hook: 401 unless a valid access token is presented. Sets request.user. */
    requireUser: AuthHook;
    /** onRequest hook: 401 without a valid token, 403 unless the caller is an admin. */
    requireAdmin: AuthHook;
    /**
     * onRequest hook: 401 without a valid token, 403 unless the caller is a pharmacist now (the
     * database's flag, not the token's claim). Sets request.user.
     */
    requirePharmacist: AuthHook;
    /** Whether this account is a pharmacist now (the database's flag). */
    isPharmacist(userId: string): Promise<boolean>;
    /** onRequest hook: sets request.user when a valid token is presented, otherwise leaves it null. */
    optionalUser: AuthHook;
    /** Throws 403 unless userId is the caller's own id or the caller is an admin. */
    assertSelfOrAdmin(request: FastifyRequest, userId: string): void;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
