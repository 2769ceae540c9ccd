import type { Config } from '../../config';
import type { User } from '../../platform/db/schema/identity';
import { conflict, fieldError, HttpError, isUniqueViolation } from '../../platform/lib/http-errors';
import type { RateLimiter } from '../../platform/lib/rate-limiter';
import { hashToken, randomToken } from '../../platform/lib/secrets';
import type { AfterReply } from './after-reply';
import type { EndedSessions } from './ended-sessions';
import type { IdentityMails } from './identity-mails';
import type { IdentityRepository } from './identity-repository';
import { enforceLimit } from './limits';
import { hashPassword, passwordProblem } from './passwords';

const HOUR = 60 * 60 * 1000;
const CONFIRM_TTL_MS = 24 * HOUR;
const RESET_TTL_MS = 1 * HOUR;

const EMAIL_TAKEN = 'An account with this email already exists.';

/** Mailed links: email confirmation (of a new account or a new address), reactivation, password reset. */
export class EmailLinks {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly endedSessions: EndedSessions,
    private readonly mails: IdentityMails,
    private readonly limiter: RateLimiter,
    private readonly afterReply: AfterReply,
    private readonly config: Config,
  ) {}

  /** Confirms an account's address, or moves an account to the new address this link was mailed to. */
  async confirmEmail(email: string, token: string): Promise<void> {
    const invalid = () =>
      new HttpError(400, 'This confirmation link is invalid or has expired. Request a new one on the Reactivate Email page.', [
        { field: 'token', message: 'This confirmation link is invalid or has expired.' },
      ]);
    const address = email.trim();
    const tokenHash = hashToken(token.trim());
    const user = await this.repo.findUserByEmail(address);
    if (user && (await this.repo.consumeEmailToken(user.id, 'confirm-email', tokenHash))) {
      if (!user.emailConfirmedAt) await this.repo.updateUser(user.id, { emailConfirmedAt: new Date() });
      return;
    }
    const change = await this.repo.consumeEmailChangeToken(address, tokenHash);
    if (!change) throw invalid();
    try {
      // Following the link mailed there proves the address.
      await this.repo.updateUser(change.userId, { email: change.newEmail ?? address, emailConfirmedAt: new Date() });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }]);
      throw err;
    }
    await this.repo.expireEmailTokens(change.userId, 'change-email');
  }

  /**
   * An account asks to move to a new address: a link goes there, and the address changes only when
   * it is followed. If the address already has an account, its owner is told instead (no link).
   * The caller's answer is the same either way, and goes out before the address is looked up.
   */
  requestEmailChange(user: User, newEmail: string): void {
    this.afterReply.run(async () => {
      await this.repo.expireEmailTokens(user.id, 'change-email');
      const owner = await this.repo.findUserByEmail(newEmail);
      if (owner) {
        await this.mails.emailChangeAttemptNotice(owner);
        return;
      }
      const token = await this.createEmailToken(user, 'change-email', CONFIRM_TTL_MS, newEmail);
      await this.mails.emailChangeConfirmation(newEmail, token, user.locale);
    });
  }

  /** Sends a fresh confirmation link if the account exists and is unconfirmed; answers the same either way, before looking. */
  async sendReactivation(email: string, ip: string): Promise<void> {
    await this.limitMail(email, ip);
    this.afterReply.run(async () => {
      const user = await this.repo.findUserByEmail(email.trim());
      if (user && !user.emailConfirmedAt) await this.sendConfirmation(user);
    });
  }

  /** Sends a reset link if the account exists; answers the same either way, before looking. */
  async sendPasswordReset(email: string, ip: string): Promise<void> {
    await this.limitMail(email, ip);
    this.afterReply.run(async () => {
      const user = await this.repo.findUserByEmail(email.trim());
      if (!user) return;
      const token = await this.createEmailToken(user, 'reset-password', RESET_TTL_MS);
      await this.mails.passwordReset(user, token);
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

  /** `returnTo`: the shop page the sign-up started from, already checked to be a path of this site. */
  async sendConfirmation(user: User, returnTo?: string): Promise<void> {
    const token = await this.createEmailToken(user, 'confirm-email', CONFIRM_TTL_MS);
    await this.mails.confirmation(user, token, returnTo);
  }

  private async createEmailToken(
    user: User,
    purpose: 'confirm-email' | 'reset-password' | 'change-email',
    ttlMs: number,
    newEmail?: string,
  ) {
    const token = randomToken();
    await this.repo.insertEmailToken({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
      newEmail,
    });
    return token;
  }

  private async limitMail(email: string, ip: string) {
    const { mailPerIp, mailPerAccount } = this.config.rateLimits;
    await enforceLimit(this.limiter, `mail:ip:${ip}`, mailPerIp, 'Too many email requests from this network.');
    await enforceLimit(
      this.limiter,
      `mail:acct:${email.trim().toLowerCase()}`,
      mailPerAccount,
      'Too many email requests for this address.',
    );
  }
}
