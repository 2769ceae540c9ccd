import crypto from 'node:crypto';
import { badRequest, conflict, fieldError, tooManyRequests, withCode } from '../../platform/lib/http-errors';
import type { RateLimitRule } from '../../config';
import { countAbuseRefusal } from '../../platform/lib/metrics';
import type { RateLimiter } from '../../platform/lib/rate-limiter';
import type { NotificationService } from './notification-service';
import type { PhoneVerificationsRepository } from './phone-verifications-repository';
import { nigerianMobile } from './phone';

/** A code is good this long, and for this many wrong tries. */
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
/** A new code to the same number no sooner than this (the SMS costs money). */
const RESEND_AFTER_MS = 30 * 1000;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Codes cost an SMS each, and an attacker paid per text (SMS pumping) sends them to numbers of
 * their choosing. Caps per account and per number are tight (a shopper needs one or two); per client
 * address generous, since a carrier-grade NAT puts thousands of shoppers behind one address. Counted
 * in the shared rate limiter (Redis across replicas when REDIS_URL is set).
 */
export const PHONE_CODE_LIMITS: Record<'account' | 'number' | 'address', { hour: number; day: number }> = {
  account: { hour: 5, day: 10 },
  number: { hour: 3, day: 6 },
  address: { hour: 300, day: 2000 },
};

/** Who learns of a code refused by a cap: called once per cap and window, at the first refusal (the spike). */
export type PhoneCodeAlarm = (spike: {
  limit: 'account' | 'number' | 'address';
  window: 'hour' | 'day';
  userId: string;
  phone: string;
}) => void;

export type PhoneCodeGuard = { limiter: RateLimiter; alarm: PhoneCodeAlarm };

const hashCode = (id: string, code: string) => crypto.createHash('sha256').update(`${id}:${code}`, 'utf8').digest('hex');

/**
 * A shopper proves a phone is theirs: a six-digit code by SMS (through the notification service's
 * outbox), typed back within ten minutes and five tries. Only the code's hash is stored.
 */
export class PhoneVerification {
  constructor(
    private readonly repository: PhoneVerificationsRepository,
    private readonly notifications: NotificationService,
    private readonly now: () => Date = () => new Date(),
    private readonly guard: PhoneCodeGuard | null = null,
  ) {}

  /** Counts one code against every cap; 429 (saying when to try again) past any of them. */
  private async withinCaps(userId: string, phone: string, address: string): Promise<void> {
    if (!this.guard) return;
    const keys = { account: userId, number: phone, address } as const;
    for (const limit of ['number', 'account', 'address'] as const) {
      for (const window of ['hour', 'day'] as const) {
        const rule: RateLimitRule = { max: PHONE_CODE_LIMITS[limit][window], windowMs: window === 'hour' ? HOUR : DAY };
        const hit = await this.guard.limiter.hit(`phone-code:${limit}:${window}:${keys[limit]}`, rule);
        if (hit.allowed) continue;
        countAbuseRefusal('phone-code', `${limit}-${window}`);
        if (hit.remaining === 0 && (await this.guard.limiter.count(`phone-code:${limit}:${window}:${keys[limit]}`)) === rule.max + 1) {
          this.guard.alarm({ limit, window, userId, phone });
        }
        throw withCode(
          tooManyRequests(
            hit.retryAfterSeconds,
            `Too many codes ${limit === 'address' ? 'from this network' : limit === 'number' ? 'to this number' : 'for this account'}: try again in ${Math.ceil(hit.retryAfterSeconds / 60)} minutes.`,
          ),
          'phone-code-limit',
        );
      }
    }
  }

  private phoneOf(input: string): string {
    const phone = nigerianMobile(input);
    if (!phone) throw fieldError('phone', 'Enter a Nigerian mobile number, like 0803 123 4567.');
    return phone;
  }

  /** Sends a new code to the phone (409 when one was sent less than 30 seconds ago; 429 past a cap). */
  async start(userId: string, input: string, address = 'unknown'): Promise<{ phone: string; expiresAt: string }> {
    const phone = this.phoneOf(input);
    const now = this.now();
    const last = await this.repository.latest(userId, phone);
    if (last && !last.verifiedAt && now.getTime() - last.createdAt.getTime() < RESEND_AFTER_MS)
      throw withCode(conflict('A code was sent to this number a moment ago: wait 30 seconds before asking again.'), 'code-sent');
    await this.withinCaps(userId, phone, address);
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const id = crypto.randomUUID();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await this.repository.insert({ id, userId, phone, codeHash: hashCode(id, code), expiresAt, createdAt: now });
    await this.notifications.sendRequestedSms(
      `phone-code:${id}`,
      userId,
      phone,
      `Your ePharmacy code is ${code}. It confirms this phone for your account; it expires in 10 minutes.`,
    );
    return { phone, expiresAt: expiresAt.toISOString() };
  }

  /** Checks the code of the newest request for this phone: 400 when wrong, 409 when expired or tried too often. */
  async confirm(userId: string, input: string, code: string): Promise<{ phone: string; verified: true }> {
    const phone = this.phoneOf(input);
    const open = await this.repository.latestOpen(userId, phone);
    if (!open || open.expiresAt <= this.now()) throw withCode(conflict('This code has expired: ask for a new one.'), 'code-expired');
    // One atomic conditional update takes a try: parallel wrong codes can never get past the five allowed.
    if (!(await this.repository.takeTry(open.id, MAX_CODE_ATTEMPTS)))
      throw withCode(conflict('Too many wrong codes: ask for a new one.'), 'code-locked');
    if (hashCode(open.id, code) !== open.codeHash) {
      throw badRequest('This code does not match the one we sent.', [
        { field: 'code', message: 'This code does not match the one we sent.' },
      ]);
    }
    await this.repository.markVerified(open.id, this.now());
    return { phone, verified: true };
  }

  /** Whether the user has proved this phone (+234… form). */
  /**
   * The one account that proved this number with a code (a number typed on an account but never
   * proved matches nothing); null when none did, or when several did (no guess between them).
   */
  async accountOf(phone: string): Promise<string | null> {
    const normal = nigerianMobile(phone);
    if (!normal) return null;
    const accounts = await this.repository.accountsWithVerified(normal);
    return accounts.length === 1 ? accounts[0] : null;
  }

  async isVerified(userId: string, phone: string): Promise<boolean> {
    return this.repository.isVerified(userId, phone);
  }
}
