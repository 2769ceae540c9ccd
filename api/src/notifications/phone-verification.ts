import crypto from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { phoneVerifications } from '../db/schema/index';
import { badRequest, conflict, fieldError, withCode } from '../lib/http-errors';
import type { NotificationService } from './notification-service';
import { nigerianMobile } from './phone';

/** A code is good this long, and for this many wrong tries. */
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
/** A new code to the same number no sooner than this (the SMS costs money). */
const RESEND_AFTER_MS = 30 * 1000;

const hashCode = (id: string, code: string) => crypto.createHash('sha256').update(`${id}:${code}`, 'utf8').digest('hex');

/**
 * A shopper proves a phone is theirs: a six-digit code by SMS (through the notification service's
 * outbox), typed back within ten minutes and five tries. Only the code's hash is stored.
 */
export class PhoneVerification {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private phoneOf(input: string): string {
    const phone = nigerianMobile(input);
    if (!phone) throw fieldError('phone', 'Enter a Nigerian mobile number, like 0803 123 4567.');
    return phone;
  }

  /** Sends a new code to the phone (409 when one was sent less than 30 seconds ago). */
  async start(userId: string, input: string): Promise<{ phone: string; expiresAt: string }> {
    const phone = this.phoneOf(input);
    const now = this.now();
    const [last] = await this.db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    if (last && !last.verifiedAt && now.getTime() - last.createdAt.getTime() < RESEND_AFTER_MS)
      throw withCode(conflict('A code was sent to this number a moment ago: wait 30 seconds before asking again.'), 'code-sent');
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const id = crypto.randomUUID();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await this.db.insert(phoneVerifications).values({ id, userId, phone, codeHash: hashCode(id, code), expiresAt, createdAt: now });
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
    const [open] = await this.db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone), isNull(phoneVerifications.verifiedAt)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    if (!open || open.expiresAt <= this.now()) throw withCode(conflict('This code has expired: ask for a new one.'), 'code-expired');
    if (open.attempts >= MAX_CODE_ATTEMPTS) throw withCode(conflict('Too many wrong codes: ask for a new one.'), 'code-locked');
    if (hashCode(open.id, code) !== open.codeHash) {
      await this.db
        .update(phoneVerifications)
        .set({ attempts: open.attempts + 1 })
        .where(eq(phoneVerifications.id, open.id));
      throw badRequest('This code does not match the one we sent.', [
        { field: 'code', message: 'This code does not match the one we sent.' },
      ]);
    }
    await this.db.update(phoneVerifications).set({ verifiedAt: this.now() }).where(eq(phoneVerifications.id, open.id));
    return { phone, verified: true };
  }

  /** Whether the user has proved this phone (+234… form). */
  async isVerified(userId: string, phone: string, db: Database = this.db): Promise<boolean> {
    const [row] = await db
      .select({ id: phoneVerifications.id })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone), isNotNull(phoneVerifications.verifiedAt)))
      .limit(1);
    return Boolean(row);
  }

  /** The user's verified phones. */
  async verifiedPhones(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ phone: phoneVerifications.phone })
      .from(phoneVerifications)
      .where(
        and(eq(phoneVerifications.userId, userId), isNotNull(phoneVerifications.verifiedAt), gt(phoneVerifications.expiresAt, new Date(0))),
      );
    return rows.map((r) => r.phone);
  }
}
