import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { phoneVerifications } from '../../platform/db/schema/notifications';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

/** The codes sent to prove a phone (phone_verifications): only each code's hash is kept. */
export class PhoneVerificationsRepository {
  constructor(private readonly db: Database) {}

  /** The newest code sent to this user for this phone, verified or not. */
  async latest(userId: string, phone: string): Promise<PhoneVerificationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    return row;
  }

  /** The newest code for this user and phone not yet verified. */
  async latestOpen(userId: string, phone: string): Promise<PhoneVerificationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone), isNull(phoneVerifications.verifiedAt)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    return row;
  }

  async insert(values: typeof phoneVerifications.$inferInsert): Promise<void> {
    await this.db.insert(phoneVerifications).values(values);
  }

  /**
   * Takes one try of the code `id` in one atomic conditional update, so parallel wrong codes never
   * get past `maxAttempts`; false when none is left (or it is already verified).
   */
  async takeTry(id: string, maxAttempts: number): Promise<boolean> {
    const [tried] = await this.db
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(and(eq(phoneVerifications.id, id), lt(phoneVerifications.attempts, maxAttempts), isNull(phoneVerifications.verifiedAt)))
      .returning({ id: phoneVerifications.id });
    return Boolean(tried);
  }

  async markVerified(id: string, at: Date): Promise<void> {
    await this.db
      .update(phoneVerifications)
      .set({ verifiedAt: at })
      .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.verifiedAt)));
  }

  /** Whether the user has proved this phone (+234… form). */
  async isVerified(userId: string, phone: string): Promise<boolean> {
    const [row] = await this.db
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

  /** The accounts that proved this phone (+234… form). */
  async accountsWithVerified(phone: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ userId: phoneVerifications.userId })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.phone, phone), isNotNull(phoneVerifications.verifiedAt)));
    return rows.map((r) => r.userId);
  }
}
