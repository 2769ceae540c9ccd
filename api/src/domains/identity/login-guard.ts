import crypto from 'node:crypto';
import type { Config } from '../../config';
import { badRequest, tooManyRequests } from '../../platform/lib/http-errors';
import type { RateLimiter } from '../../platform/lib/rate-limiter';

/** How long a browser stays a known device of an account after a successful login there. */
export const KNOWN_DEVICE_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one browser remembers (a family's shared phone). */
const MAX_KNOWN_ACCOUNTS = 5;
/** The browser's known-device cookie (set by a successful login; see LoginGuard). */
export const KNOWN_DEVICE = 'ep_known_device';

/** The known-device cookie's value in a Cookie header, if any. */
export function knownDeviceCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KNOWN_DEVICE) return value.join('=');
  }
  return undefined;
}

type Rules = Config['rateLimits'];

/**
 * The login's guards against guessing (docs/security.md, "Accounts (third attack run)"):
 *
 * - Per address: failed logins are counted; past `loginSlowdown.after` each attempt from the address
 *   waits a little longer, and past `loginFailuresPerIp.max` failures are answered 429. A correct
 *   password is never refused for what others behind the same (carrier NAT) address did.
 * - Per account and address: past `loginPerAccount.max` failures for one account (counted by its id,
 *   whichever of its names was typed) from one address, that address gets no more answers about
 *   that account's password: every attempt there is answered as a wrong password, unless it comes
 *   from a known device (a signed cookie set by an earlier successful login in that browser). The
 *   owner logs in from anywhere else, or from their own phone, as usual.
 *
 * Answers to wrong passwords depend only on the address's own count, never on which account a name
 * belongs to, so the guard cannot be used to link a username to an email.
 */
export class LoginGuard {
  private readonly key: Buffer;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: Rules,
    secret: string,
  ) {
    this.key = crypto.createHmac('sha256', secret).update('known-device').digest();
  }

  private ipKey = (ip: string) => `login:fail:ip:${ip}`;
  private accountKey = (userId: string, ip: string) => `login:fail:acct:${userId}:ip:${ip}`;

  /** Slows an address down by its failed attempts; returns how many it has in the window. */
  async slowDown(ip: string): Promise<number> {
    const { loginSlowdown } = this.rules;
    const failures = await this.limiter.count(this.ipKey(ip));
    const delay = Math.min(loginSlowdown.maxDelayMs, Math.max(0, failures - loginSlowdown.after) * loginSlowdown.stepMs);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return failures;
  }

  /** Whether this address may no longer try passwords for this account (a known device always may). */
  async closedHere(userId: string, ip: string, deviceCookie: string | undefined): Promise<boolean> {
    if (this.isKnownDevice(deviceCookie, userId)) return false;
    return (await this.limiter.count(this.accountKey(userId, ip))) >= this.rules.loginPerAccount.max;
  }

  /**
   * Counts a failure and returns the error to answer: 400 with the message, or 429 once the address is
   * past the flood limit. Never a 401: that means "renew the session and retry" to the storefront's client.
   */
  async failed(ip: string, userId: string | null): Promise<Error> {
    const { loginFailuresPerIp, loginPerAccount } = this.rules;
    const [fromIp] = await Promise.all([
      this.limiter.hit(this.ipKey(ip), loginFailuresPerIp),
      userId ? this.limiter.hit(this.accountKey(userId, ip), loginPerAccount) : null,
    ]);
    if (!fromIp.allowed) {
      return tooManyRequests(Math.ceil(loginFailuresPerIp.windowMs / 1000), 'Too many failed logins from this network. Try again later.');
    }
    return badRequest('Invalid username or password.');
  }

  /**
   * The owner got in: this address's failures for the account are forgotten. Returns the new value
   * of the browser's known-device cookie: this account first, then up to four others still valid.
   */
  async succeeded(ip: string, userId: string, deviceCookie: string | undefined): Promise<string> {
    await this.limiter.reset(this.accountKey(userId, ip));
    const expires = Math.floor(Date.now() / 1000) + KNOWN_DEVICE_SECONDS;
    const payload = `${userId}.${expires}`;
    const others = this.validEntries(deviceCookie).filter((entry) => entry.userId !== userId);
    return [`${payload}.${this.sign(payload)}`, ...others.slice(0, MAX_KNOWN_ACCOUNTS - 1).map((entry) => entry.raw)].join('~');
  }

  isKnownDevice(cookie: string | undefined, userId: string): boolean {
    return this.validEntries(cookie).some((entry) => entry.userId === userId);
  }

  private sign(payload: string) {
    return crypto.createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /** The cookie's entries (`userId.expiry.signature`, joined by `~`) that are ours and unexpired. */
  private validEntries(cookie: string | undefined): { userId: string; raw: string }[] {
    return (cookie ?? '')
      .split('~')
      .slice(0, MAX_KNOWN_ACCOUNTS)
      .flatMap((raw) => {
        const [userId, expires, signature] = raw.split('.');
        if (!userId || !expires || !signature || Number(expires) * 1000 < Date.now()) return [];
        const expected = Buffer.from(this.sign(`${userId}.${expires}`));
        const given = Buffer.from(signature);
        return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? [{ userId, raw }] : [];
      });
  }
}
