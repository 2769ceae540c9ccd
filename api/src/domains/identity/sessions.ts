import crypto from 'node:crypto';
import type { Config } from '../../config';
import type { User } from '../../platform/db/schema/identity';
import { forbidden, HttpError } from '../../platform/lib/http-errors';
import { hashToken, randomToken } from '../../platform/lib/secrets';
import type { AccessTokens } from './access-tokens';
import type { EndedSessions } from './ended-sessions';
import type { IdentityRepository } from './identity-repository';
import type { LoginGuard } from './login-guard';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords';

export type TokenPair = { accessToken: string; refreshToken: string };

/**
 * Whether a user is a laboratory's or a pharmacy's staff, or a pharmacy's rider: claims of the
 * access token. The labs, orders and last-mile domains answer; the composition root (app.ts)
 * passes their lookups as identity is built. Read at every login and refresh, so a rider removed
 * (or erased) loses the claim on the next refresh.
 */
export type StaffLookups = {
  labStaffOf: (userId: string) => Promise<boolean>;
  pharmacyStaffOf: (userId: string) => Promise<boolean>;
  riderOf: (userId: string) => Promise<boolean>;
};

const NO_STAFF: StaffLookups = { labStaffOf: async () => false, pharmacyStaffOf: async () => false, riderOf: async () => false };
export type LoginResult = TokenPair & { knownDevice: string };

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

/** Logins: the password check behind its guards, refresh-token families, logout. */
export class Sessions {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly accessTokens: AccessTokens,
    private readonly endedSessions: EndedSessions,
    private readonly guard: LoginGuard,
    private readonly config: Config,
    private readonly staff: StaffLookups = NO_STAFF,
  ) {}

  /**
   * Logs in by username or email (see LoginGuard for the limits). Returns the token pair and the
   * value of the known-device cookie for this browser.
   */
  async authenticate(login: string, password: string, ip: string, deviceCookie?: string): Promise<LoginResult> {
    await this.guard.slowDown(ip);
    const user = await this.repo.findUserByLogin(login.trim().toLowerCase());
    if (!user) {
      await burnPasswordCheck(password);
      throw await this.guard.failed(ip, null);
    }
    if (await this.guard.closedHere(user.id, ip, deviceCookie)) {
      // Answered as a wrong password, after as long: this address learns nothing more about it.
      await burnPasswordCheck(password);
      throw await this.guard.failed(ip, user.id);
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw await this.guard.failed(ip, user.id);
    if (!user.emailConfirmedAt) {
      throw forbidden(
        'Please confirm your email before logging in. Check your inbox for the confirmation link, or request a new one on the Reactivate Email page.',
      );
    }
    if (needsRehash(user.passwordHash)) await this.repo.updateUser(user.id, { passwordHash: await hashPassword(password) });
    const knownDevice = await this.guard.succeeded(ip, user.id, deviceCookie);
    return { ...(await this.startSession(user, crypto.randomUUID(), new Date())), knownDevice };
  }

  /**
   * A signed-in user's password asked again before an irreversible step (erasing the account),
   * behind the login's own guard: every wrong password counts as a failed login from this address
   * (for the account and for the address), an address closed to the account is answered as a wrong
   * password after the same work, and past the flood limit the answer is the login's 429. So a
   * stolen access token is no better a password oracle than the login form. True when it matches.
   */
  async confirmPassword(userId: string, password: string, ip: string, deviceCookie?: string): Promise<boolean> {
    await this.guard.slowDown(ip);
    const user = await this.repo.findUserById(userId);
    const closed = user ? await this.guard.closedHere(user.id, ip, deviceCookie) : true;
    if (!user || closed) await burnPasswordCheck(password);
    if (user && !closed && (await verifyPassword(user.passwordHash, password))) return true;
    const refusal = await this.guard.failed(ip, user?.id ?? null);
    if (refusal instanceof HttpError && refusal.statusCode === 429) throw refusal;
    return false;
  }

  /**
   * Exchanges a refresh token for a new pair. Each refresh token works once; presenting one that
   * was already used revokes every token of its family (that login), since it may have been stolen.
   * A login ends `sessionMaxSeconds` after it began, however often it was renewed.
   * A refusal is a 403, never a 401: a client that renews on every 401 would renew again on the
   * refresh call's own answer, forever.
   */
  async refresh(refreshToken: string, accessToken?: string): Promise<TokenPair> {
    const tokenHash = hashToken(refreshToken);
    const live = await this.repo.consumeRefreshToken(tokenHash, new Date(Date.now() - this.config.sessionMaxSeconds * 1000));
    if (!live) {
      const known = await this.repo.findRefreshToken(tokenHash);
      if (known && known.usedAt && !known.revokedAt) {
        await this.endSession(known.familyId);
        throw forbidden('This refresh token was already used. For your safety every session of this login was ended; please log in again.');
      }
      throw forbidden('Your session has expired. Please log in again.');
    }
    if (accessToken) {
      const verified = await this.accessTokens.verify(accessToken, { allowExpired: true });
      if (!verified.ok || verified.user.id !== live.userId || verified.sessionId !== live.familyId) {
        await this.endSession(live.familyId);
        throw forbidden('The access token does not belong to this session. Please log in again.');
      }
    }
    const user = await this.repo.findUserById(live.userId);
    if (!user) throw forbidden('Your session has expired. Please log in again.');
    return this.startSession(user, live.familyId, live.sessionStartedAt);
  }

  /** Ends the login the refresh token belongs to; its access tokens stop working at once. */
  async logout(refreshToken: string): Promise<void> {
    const known = await this.repo.findRefreshToken(hashToken(refreshToken));
    if (known) await this.endSession(known.familyId);
  }

  /** Ends one login (refresh-token family): its refresh tokens are revoked and its access tokens refused. */
  private async endSession(familyId: string) {
    await this.repo.revokeRefreshFamily(familyId);
    await this.endedSessions.end([familyId]);
  }

  private async startSession(user: User, familyId: string, sessionStartedAt: Date): Promise<TokenPair> {
    const refreshToken = randomToken();
    const sliding = Date.now() + this.config.refreshTokenTtlSeconds * 1000;
    const absolute = sessionStartedAt.getTime() + this.config.sessionMaxSeconds * 1000;
    await this.repo.insertRefreshToken({
      userId: user.id,
      familyId,
      sessionStartedAt,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Math.min(sliding, absolute)),
    });
    const accessToken = await this.accessTokens.issue(
      {
        id: user.id,
        name: fullName(user),
        role: user.isAdmin ? 'admin' : 'user',
        pharmacist: user.isPharmacist,
        labStaff: await this.staff.labStaffOf(user.id),
        pharmacyStaff: await this.staff.pharmacyStaffOf(user.id),
        rider: await this.staff.riderOf(user.id),
      },
      familyId,
    );
    return { accessToken, refreshToken };
  }
}
