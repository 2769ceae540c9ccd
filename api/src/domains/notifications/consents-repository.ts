import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type Consent, type ConsentChannel, type ConsentPurpose, consents } from '../../platform/db/schema/notifications';

export type NewConsent = typeof consents.$inferInsert;

/**
 * A consent may send texts only to a number its shopper proved is theirs (a code sent to it and
 * typed back: phone-verification.ts); otherwise a stranger's number typed in gets our texts.
 */
const phoneProvedByItsShopper = sql`(${consents.phone} is null or exists (select 1 from phone_verifications pv where pv.user_id = ${consents.userId} and pv.phone = ${consents.phone} and pv.verified_at is not null))`;

/** Consents (consents): one row per time given, ended by its withdrawal. */
export class ConsentsRepository {
  constructor(private readonly db: Database) {}

  async transaction<T>(work: (repository: ConsentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new ConsentsRepository(tx as unknown as Database)));
  }

  /** Every consent the user gave, in force or withdrawn, oldest first. */
  async ofUser(userId: string): Promise<Consent[]> {
    return this.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.givenAt));
  }

  /** The consent in force for this purpose and channel, locked until the transaction ends. */
  async lockInForce(userId: string, purpose: ConsentPurpose, channel: ConsentChannel): Promise<Consent | undefined> {
    const [row] = await this.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), eq(consents.channel, channel), isNull(consents.withdrawnAt)))
      .for('update');
    return row;
  }

  /** The user's consents in force that send to a phone, locked until the transaction ends. */
  async lockInForceWithPhone(userId: string): Promise<Consent[]> {
    return this.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), isNotNull(consents.phone), isNull(consents.withdrawnAt)))
      .for('update');
  }

  async insert(values: NewConsent): Promise<void> {
    await this.db.insert(consents).values(values);
  }

  /** Records the consent, unless one in force for its user, purpose and channel is already there. */
  async insertUnlessInForce(values: NewConsent): Promise<void> {
    await this.db.insert(consents).values(values).onConflictDoNothing();
  }

  /** Withdraws the consent `id` now, saying how. */
  async withdraw(id: string, via: string): Promise<void> {
    await this.db
      .update(consents)
      .set({ withdrawnAt: sql`now()`, withdrawnVia: via })
      .where(eq(consents.id, id));
  }

  /** Withdraws now the user's consent in force for this purpose and channel, if any. */
  async withdrawInForce(userId: string, purpose: string, channel: string, via: string): Promise<void> {
    await this.db
      .update(consents)
      .set({ withdrawnAt: sql`now()`, withdrawnVia: via })
      .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), eq(consents.channel, channel), isNull(consents.withdrawnAt)));
  }

  /** Withdraws now every consent in force on this channel for this number; how many ended. */
  async withdrawInForceForPhone(phone: string, channel: ConsentChannel, via: string): Promise<number> {
    const ended = await this.db
      .update(consents)
      .set({ withdrawnAt: sql`now()`, withdrawnVia: via })
      .where(and(eq(consents.phone, phone), eq(consents.channel, channel), isNull(consents.withdrawnAt)))
      .returning({ id: consents.id });
    return ended.length;
  }

  /** The user's consents in force for this purpose on these channels, those to a number its shopper has not proved left out. */
  async inForce(userId: string, purpose: ConsentPurpose, channels: readonly ConsentChannel[]): Promise<Consent[]> {
    return this.db
      .select()
      .from(consents)
      .where(
        and(
          eq(consents.userId, userId),
          eq(consents.purpose, purpose),
          inArray(consents.channel, [...channels]),
          isNull(consents.withdrawnAt),
          phoneProvedByItsShopper,
        ),
      );
  }
}
