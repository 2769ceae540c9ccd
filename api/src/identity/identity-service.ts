import crypto from 'node:crypto';
import type { Config, RateLimitRule } from '../config';
import type { User } from '../db/schema/identity';
import {
  badRequest,
  conflict,
  fieldError,
  forbidden,
  HttpError,
  isUniqueViolation,
  notFound,
  tooManyRequests,
  unauthorized,
  uniqueViolationConstraint,
} from '../lib/http-errors';
import type { RateLimiter } from '../lib/rate-limiter';
import { hashToken, randomToken } from '../lib/secrets';
import { composeMail, type Mailer } from '../mail/mailer';
import type { AuditService } from '../audit/audit-service';
import type { AuthUser } from '../plugins/types';
import type { AccessTokens } from './access-tokens';
import type { EndedSessions } from './ended-sessions';
import type { IdentityRepository } from './identity-repository';
import { burnPasswordCheck, hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords';
import type { RegisterInput } from './identity-schemas';

export type { RegisterInput };

const HOUR = 60 * 60 * 1000;
const CONFIRM_TTL_MS = 24 * HOUR;
const RESET_TTL_MS = 1 * HOUR;

export type Profile = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  isAdmin: boolean;
  isPharmacist: boolean;
  pharmacistRegistration: string | null;
  emailConfirmed: boolean;
  createdAt: string;
};

export type TokenPair = { accessToken: string; refreshToken: string };

export type ProfilePatch = Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'userName'>>;

export const toProfile = (user: User): Profile => ({
  userId: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  userName: user.userName,
  isAdmin: user.isAdmin,
  isPharmacist: user.isPharmacist,
  pharmacistRegistration: user.pharmacistRegistration,
  emailConfirmed: user.emailConfirmedAt !== null,
  createdAt: user.createdAt.toISOString(),
});

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

export const SAME_ANSWER_RESET = 'If an account exists for that email, we have sent a link to reset the password. Check your email.';
export const SAME_ANSWER_REACTIVATION =
  'If an account with that email is waiting for confirmation, we have sent a new confirmation link. Check your email.';

/** Accounts, sessions and mailed links. Holds the rules; the repository holds the SQL. */
export class IdentityService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly accessTokens: AccessTokens,
    private readonly endedSessions: EndedSessions,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
  ) {}

  // Accounts

  /**
   * Creates an account and mails a confirmation link. An email that already has an account gets
   * the same answer as a new one (so the form can't be used to learn who shops here), with a
   * random id, and its owner is mailed instead. A taken username is still refused: usernames are
   * chosen, not private, and the call is rate-limited per address (see docs/security.md).
   */
  async register(input: RegisterInput, caller: AuthUser | null, ip: string): Promise<{ userId: string }> {
    await this.limit(`register:ip:${ip}`, this.config.rateLimits.registerPerIp, 'Too many sign-ups from this network.');
    const problem = passwordProblem(input.password);
    if (problem) throw fieldError('password', problem);
    const email = input.email.trim();
    const userName = input.userName.trim();
    const owner = await this.repo.findUserByEmail(email);
    if (owner) {
      // As long as creating one takes (the password hash), then mail the owner.
      await hashPassword(input.password);
      await this.sendSignupAttemptNotice(owner);
      return { userId: crypto.randomUUID() };
    }
    await this.assertAvailable({ userName });
    const isAdmin = input.isAdmin === true && caller?.role === 'admin';
    let user: User;
    try {
      user = await this.repo.createUser({
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        userName,
        passwordHash: await hashPassword(input.password),
        isAdmin,
      });
    } catch (err) {
      // Two sign-ups with one new email at once: the loser is answered as above too.
      if (isUniqueViolation(err) && (uniqueViolationConstraint(err) ?? '').includes('email')) {
        const winner = await this.repo.findUserByEmail(email);
        if (winner) await this.sendSignupAttemptNotice(winner);
        return { userId: crypto.randomUUID() };
      }
      throw this.translateConflict(err) ?? err;
    }
    await this.sendConfirmation(user);
    return { userId: user.id };
  }

  private async sendEmailChangeAttemptNotice(user: User) {
    const login = `${this.config.publicUrl}/login`;
    await this.mailer.send({
      to: user.email,
      subject: 'Someone tried to use your email on another account',
      link: login,
      ...composeMail({
        heading: `Hello ${user.firstName},`,
        paragraphs: [
          'Someone tried to change the email of another e-pharmacy account to this address. Your address already belongs to your account, so nothing was changed.',
          'If it was not you, you can ignore this email.',
        ],
        action: { label: 'Log in', url: login },
      }),
    });
  }

  private async sendSignupAttemptNotice(user: User) {
    const login = `${this.config.publicUrl}/login`;
    await this.mailer.send({
      to: user.email,
      subject: 'Someone tried to sign up with your email',
      link: login,
      ...composeMail({
        heading: `Hello ${user.firstName},`,
        paragraphs: [
          'Someone just tried to create a new e-pharmacy account with this email address. You already have an account, so no new one was made.',
          'If it was you, log in with your username or this email. If you forgot your password, choose Forgot password on the login page to reset it.',
          'If it was not you, you can ignore this email: nothing changed on your account.',
        ],
        action: { label: 'Log in', url: login },
      }),
    });
  }

  async listUsers(): Promise<Profile[]> {
    return (await this.repo.listUsers()).map(toProfile);
  }

  /**
   * An admin grants (with the PCN registration number) or takes back the pharmacist role; an
   * admin may grant it to themselves. The change is audited in the same transaction.
   */
  async setPharmacist(
    actor: AuthUser,
    userId: string,
    input: { pharmacist: boolean; pcnRegistrationNumber?: string },
    audit: AuditService,
  ): Promise<Profile> {
    const registration = input.pcnRegistrationNumber?.trim().toUpperCase() || null;
    if (input.pharmacist && !registration) {
      throw fieldError('pcnRegistrationNumber', "A pharmacist's PCN registration number is required to grant the role.");
    }
    return this.repo.transaction(async (repo, tx) => {
      const before = await repo.findUserById(userId);
      if (!before) throw notFound('No user with this id.');
      const user = await repo.setPharmacist(userId, input.pharmacist, input.pharmacist ? registration : before.pharmacistRegistration);
      await audit.record(
        actor,
        {
          entityType: 'user',
          entityId: userId,
          entityName: `${fullName(before)} (${before.userName})`,
          action: input.pharmacist ? 'grant-pharmacist' : 'revoke-pharmacist',
          changes: {
            isPharmacist: { from: before.isPharmacist, to: input.pharmacist },
            ...(registration !== before.pharmacistRegistration && input.pharmacist
              ? { pharmacistRegistration: { from: before.pharmacistRegistration, to: registration } }
              : {}),
          },
        },
        tx,
      );
      return toProfile(user);
    });
  }

  async getProfile(userId: string): Promise<Profile> {
    const user = await this.repo.findUserById(userId);
    if (!user) throw notFound('No user with this id.');
    return toProfile(user);
  }

  /** Changes name, email or user name. A new email must be confirmed again; a link goes to it. */
  async editProfile(userId: string, patch: ProfilePatch): Promise<{ profile: Profile; emailChanged: boolean }> {
    if ([patch.firstName, patch.lastName, patch.email, patch.userName].every((v) => v === undefined)) {
      throw badRequest('Send at least one of firstName, lastName, email, userName.');
    }
    const user = await this.repo.findUserById(userId);
    if (!user) throw notFound('No user with this id.');
    const next = {
      firstName: patch.firstName?.trim() ?? user.firstName,
      lastName: patch.lastName?.trim() ?? user.lastName,
      email: patch.email?.trim() ?? user.email,
      userName: patch.userName?.trim() ?? user.userName,
    };
    const emailChanged = next.email.toLowerCase() !== user.email.toLowerCase();
    const userNameChanged = next.userName.toLowerCase() !== user.userName.toLowerCase();
    await this.assertAvailable({ userName: userNameChanged ? next.userName : undefined }, userId);
    // An email that belongs to another account: the answer is the same as for a free one (the
    // form can't tell who has an account), the email stays as it was, and that address's owner is told.
    const emailOwner = emailChanged ? await this.repo.findTaken({ email: next.email }, userId) : { email: false };
    if (emailOwner.email) {
      const owner = await this.repo.findUserByEmail(next.email);
      const kept = await this.repo.updateUser(userId, { ...next, email: user.email });
      if (!kept) throw notFound('No user with this id.');
      if (owner) await this.sendEmailChangeAttemptNotice(owner);
      return { profile: { ...toProfile(kept), email: next.email, emailConfirmed: false }, emailChanged: true };
    }
    let updated: User | undefined;
    try {
      updated = await this.repo.updateUser(userId, { ...next, ...(emailChanged ? { emailConfirmedAt: null } : {}) });
    } catch (err) {
      throw this.translateConflict(err) ?? err;
    }
    if (!updated) throw notFound('No user with this id.');
    if (emailChanged) {
      await this.repo.expireEmailTokens(userId, 'confirm-email');
      await this.sendConfirmation(updated);
    }
    return { profile: toProfile(updated), emailChanged };
  }

  private async assertAvailable(values: { email?: string; userName?: string }, exceptUserId?: string) {
    const taken = await this.repo.findTaken(values, exceptUserId);
    const errors = [];
    if (taken.email) errors.push({ field: 'email', message: 'An account with this email already exists.' });
    if (taken.userName) errors.push({ field: 'userName', message: 'This username is already taken.' });
    if (errors.length) throw conflict(errors.map((e) => e.message).join(' '), errors);
  }

  private translateConflict(err: unknown): HttpError | null {
    if (!isUniqueViolation(err)) return null;
    const constraint = uniqueViolationConstraint(err) ?? '';
    return constraint.includes('email')
      ? conflict('An account with this email already exists.', [{ field: 'email', message: 'An account with this email already exists.' }])
      : conflict('This username is already taken.', [{ field: 'userName', message: 'This username is already taken.' }]);
  }

  // Sessions

  /**
   * Logs in by username or email. Guards (docs/security.md): each account takes a limited number
   * of attempts whichever of its names is typed (a success clears them); an address's failed
   * attempts slow its further attempts down step by step and only a flood is refused, so the
   * thousands of shoppers a mobile carrier puts behind one address are never locked out together.
   * Successful logins never count against an address.
   */
  async authenticate(login: string, password: string, ip: string): Promise<TokenPair> {
    const typed = login.trim().toLowerCase();
    const { loginFailuresPerIp, loginSlowdown, loginPerAccount } = this.config.rateLimits;
    const ipKey = `login:fail:ip:${ip}`;
    const ipFailures = await this.limiter.count(ipKey);
    if (ipFailures >= loginFailuresPerIp.max) {
      throw tooManyRequests(Math.ceil(loginFailuresPerIp.windowMs / 1000), 'Too many failed logins from this network. Try again later.');
    }
    const delay = Math.min(loginSlowdown.maxDelayMs, Math.max(0, ipFailures - loginSlowdown.after) * loginSlowdown.stepMs);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

    const user = await this.repo.findUserByLogin(typed);
    const accountKey = `login:acct:${user ? user.id : typed}`;
    await this.limit(accountKey, loginPerAccount, 'Too many login attempts for this account.');
    const failed = async () => {
      await this.limiter.hit(ipKey, loginFailuresPerIp);
      return unauthorized('Invalid username or password.');
    };
    if (!user) {
      await burnPasswordCheck(password);
      throw await failed();
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw await failed();
    if (!user.emailConfirmedAt) {
      throw forbidden(
        'Please confirm your email before logging in. Check your inbox for the confirmation link, or request a new one on the Reactivate Email page.',
      );
    }
    if (needsRehash(user.passwordHash)) await this.repo.updateUser(user.id, { passwordHash: await hashPassword(password) });
    // The owner got in: failed guesses no longer count against the account (the address's stay).
    await this.limiter.reset(accountKey);
    return this.startSession(user, crypto.randomUUID());
  }

  /**
   * Exchanges a refresh token for a new pair. Each refresh token works once; presenting one that
   * was already used revokes every token of its family (that login), since it may have been stolen.
   */
  async refresh(refreshToken: string, accessToken?: string): Promise<TokenPair> {
    const tokenHash = hashToken(refreshToken);
    const live = await this.repo.consumeRefreshToken(tokenHash);
    if (!live) {
      const known = await this.repo.findRefreshToken(tokenHash);
      if (known && known.usedAt && !known.revokedAt) {
        await this.endSession(known.familyId);
        throw unauthorized(
          'This refresh token was already used. For your safety every session of this login was ended; please log in again.',
        );
      }
      throw unauthorized('Your session has expired. Please log in again.');
    }
    if (accessToken) {
      const verified = await this.accessTokens.verify(accessToken, { allowExpired: true });
      if (!verified.ok || verified.user.id !== live.userId || verified.sessionId !== live.familyId) {
        await this.endSession(live.familyId);
        throw unauthorized('The access token does not belong to this session. Please log in again.');
      }
    }
    const user = await this.repo.findUserById(live.userId);
    if (!user) throw unauthorized('Your session has expired. Please log in again.');
    return this.startSession(user, live.familyId);
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

  private async startSession(user: User, familyId: string): Promise<TokenPair> {
    const refreshToken = randomToken();
    await this.repo.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000),
    });
    const accessToken = await this.accessTokens.issue(
      { id: user.id, name: fullName(user), role: user.isAdmin ? 'admin' : 'user', pharmacist: user.isPharmacist },
      familyId,
    );
    return { accessToken, refreshToken };
  }

  // Mailed links

  async confirmEmail(email: string, token: string): Promise<void> {
    const invalid = () =>
      new HttpError(400, 'This confirmation link is invalid or has expired. Request a new one on the Reactivate Email page.', [
        { field: 'token', message: 'This confirmation link is invalid or has expired.' },
      ]);
    const user = await this.repo.findUserByEmail(email.trim());
    if (!user) throw invalid();
    const used = await this.repo.consumeEmailToken(user.id, 'confirm-email', hashToken(token.trim()));
    if (!used) throw invalid();
    if (!user.emailConfirmedAt) await this.repo.updateUser(user.id, { emailConfirmedAt: new Date() });
  }

  /** Sends a fresh confirmation link if the account exists and is unconfirmed; answers the same either way. */
  async sendReactivation(email: string, ip: string): Promise<void> {
    await this.limitMail(email, ip);
    const user = await this.repo.findUserByEmail(email.trim());
    if (user && !user.emailConfirmedAt) await this.sendConfirmation(user);
  }

  /** Sends a reset link if the account exists; answers the same either way. */
  async sendPasswordReset(email: string, ip: string): Promise<void> {
    await this.limitMail(email, ip);
    const user = await this.repo.findUserByEmail(email.trim());
    if (!user) return;
    const token = await this.createEmailToken(user, 'reset-password', RESET_TTL_MS);
    const link = `${this.config.publicUrl}/resetss?email=${encodeURIComponent(user.email)}&code=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Reset your e-pharmacy password',
      link,
      ...composeMail({
        heading: `Hello ${user.firstName},`,
        paragraphs: [
          'Someone asked to reset the password of your e-pharmacy account. If it was you, choose a new password with the link below. It works once and expires in 1 hour.',
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ],
        action: { label: 'Reset my password', url: link },
      }),
    });
  }

  async resetPassword(input: { email: string; newPassword: string; confirmPassword: string; emailToken: string }): Promise<void> {
    if (input.newPassword !== input.confirmPassword) throw fieldError('confirmPassword', "Passwords don't match.");
    const problem = passwordProblem(input.newPassword);
    if (problem) throw fieldError('newPassword', problem);
    const invalid = () =>
      new HttpError(400, 'This reset link is invalid or has expired. Request a new one with Forgot password.', [
        { field: 'emailToken', message: 'This reset link is invalid or has expired.' },
      ]);
    const user = await this.repo.findUserByEmail(input.email.trim());
    if (!user) throw invalid();
    // Mail clients and query strings may turn '+' into ' '; our tokens never contain either.
    const token = input.emailToken.trim();
    const used = await this.repo.consumeEmailToken(user.id, 'reset-password', hashToken(token));
    if (!used) throw invalid();
    await this.repo.updateUser(user.id, {
      passwordHash: await hashPassword(input.newPassword),
      // Following the mailed link proves the address.
      emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
    });
    await this.repo.expireEmailTokens(user.id, 'reset-password');
    // Every login of the account ends: refresh tokens revoked, access tokens refused from now on.
    await this.endedSessions.end(await this.repo.revokeAllRefreshTokens(user.id));
  }

  private async sendConfirmation(user: User) {
    const token = await this.createEmailToken(user, 'confirm-email', CONFIRM_TTL_MS);
    const link = `${this.config.publicUrl}/confirm-email?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Confirm your email for e-pharmacy',
      link,
      ...composeMail({
        heading: `Welcome to e-pharmacy, ${user.firstName}!`,
        paragraphs: ['Please confirm your email address to start shopping. The link works once and expires in 24 hours.'],
        action: { label: 'Confirm my email', url: link },
      }),
    });
  }

  private async createEmailToken(user: User, purpose: 'confirm-email' | 'reset-password', ttlMs: number) {
    const token = randomToken();
    await this.repo.insertEmailToken({ userId: user.id, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    return token;
  }

  private async limitMail(email: string, ip: string) {
    await this.limit(`mail:ip:${ip}`, this.config.rateLimits.mailPerIp, 'Too many email requests from this network.');
    await this.limit(
      `mail:acct:${email.trim().toLowerCase()}`,
      this.config.rateLimits.mailPerAccount,
      'Too many email requests for this address.',
    );
  }

  private async limit(key: string, rule: RateLimitRule, message: string) {
    const result = await this.limiter.hit(key, rule);
    if (!result.allowed) {
      throw tooManyRequests(
        result.retryAfterSeconds,
        `${message} Try again in ${Math.max(1, Math.ceil(result.retryAfterSeconds / 60))} minute(s).`,
      );
    }
  }
}
