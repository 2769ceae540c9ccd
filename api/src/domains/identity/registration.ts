import crypto from 'node:crypto';
import type { Config } from '../../config';
import type { User } from '../../platform/db/schema/identity';
import { conflict, fieldError, isUniqueViolation, uniqueViolationConstraint } from '../../platform/lib/http-errors';
import type { RateLimiter } from '../../platform/lib/rate-limiter';
import type { AuthUser } from '../../platform/lib/auth-user';
import type { EmailLinks } from './email-links';
import type { IdentityMails } from './identity-mails';
import type { IdentityRepository } from './identity-repository';
import { enforceLimit } from './limits';
import { hashPassword, passwordProblem } from './passwords';
import { nigerianMobile } from '../../platform/lib/nigerian-mobile';

import type { RegisterInput } from './identity-schemas';

export type { RegisterInput };

export const USERNAME_TAKEN = 'This username is already taken.';
export const SMS_PHONE_INVALID = 'Give a Nigerian mobile number (e.g. 0803 123 4567) for order updates by SMS.';
export const usernameTaken = () => conflict(USERNAME_TAKEN, [{ field: 'userName', message: USERNAME_TAKEN }]);

/**
 * Sign-up. The answer never depends on the email: a taken username is refused (409) before the
 * email is looked at, whatever the email; with a free username every sign-up gets the same 201
 * and the outcome goes by mail (a confirmation link to a new address; to an address that already
 * has an account, a note that someone tried, with the way to log in or reset).
 */
export class Registration {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly links: EmailLinks,
    private readonly mails: IdentityMails,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
  ) {}

  /**
   * `locale`: the language the browser asked for (Accept-Language), kept on the new account for its
   * mails until the shopper chooses one. `created` runs once a new account exists (never for an
   * address that already has one, so nothing is recorded on someone else's account): the sign-up's
   * consents are given there.
   */
  async register(
    input: RegisterInput,
    caller: AuthUser | null,
    ip: string,
    locale: string | null = null,
    created?: (user: User) => Promise<void>,
  ): Promise<{ userId: string }> {
    await enforceLimit(this.limiter, `register:ip:${ip}`, this.config.rateLimits.registerPerIp, 'Too many sign-ups from this network.');
    const problem = passwordProblem(input.password);
    if (problem) throw fieldError('password', problem);
    const email = input.email.trim();
    const userName = input.userName.trim();
    const phone = input.smsUpdates ? nigerianMobile(input.smsUpdates.phone) : null;
    if (input.smsUpdates && !phone) throw fieldError('smsUpdates.phone', SMS_PHONE_INVALID);
    if ((await this.repo.findTaken({ userName })).userName) throw usernameTaken();
    // Hashed whichever way it goes, so both take as long.
    const passwordHash = await hashPassword(input.password);
    const owner = await this.repo.findUserByEmail(email);
    if (owner) return this.alreadyRegistered(owner, locale);
    let user: User;
    try {
      user = await this.repo.createUser({
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        userName,
        passwordHash,
        isAdmin: input.isAdmin === true && caller?.role === 'admin',
        locale,
        phone,
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Two sign-ups at once: a lost race for the email is answered as above, one for the username as a taken one.
      if (!(uniqueViolationConstraint(err) ?? '').includes('email')) throw usernameTaken();
      const winner = await this.repo.findUserByEmail(email);
      if (winner) return this.alreadyRegistered(winner, locale);
      throw err;
    }
    await created?.(user);
    await this.links.sendConfirmation(user, input.returnTo);
    return { userId: user.id };
  }

  /** The same answer as a new account (a random id), and the address's owner is told. */
  private async alreadyRegistered(owner: User, locale: string | null): Promise<{ userId: string }> {
    await this.mails.signupAttemptNotice(owner, locale);
    return { userId: crypto.randomUUID() };
  }
}
