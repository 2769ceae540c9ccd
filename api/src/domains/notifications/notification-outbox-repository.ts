// Where an SMS (and every e-mail and WhatsApp notice) is sent once per event: each message is first
// written to the notification outbox under its event key and channel, a unique pair, so a second
// notice of the same event, or another replica telling it at the same moment, writes nothing and
// finds the row already there; notification-service.ts then claims the row and sends it once.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users } from '../../platform/db/schema/identity';
import { type NotificationChannel, type NotificationRow, notificationOutbox } from '../../platform/db/schema/notifications';
import { consents, phoneVerifications } from '../../platform/db/schema/notifications';

/** One message to write: its event key (e.g. `order:<id>:placed`), channel, recipient and payload. */
export type OutboxEntry = typeof notificationOutbox.$inferInsert;

/** Rows a sender claimed and never finished: still sending, claimed before `before` (or before claims were timed). */
const abandoned = (before: Date) =>
  and(eq(notificationOutbox.status, 'sending'), or(isNull(notificationOutbox.claimedAt), lt(notificationOutbox.claimedAt, before)));

/** The notification outbox (notification_outbox): one row per event and channel, claimed and sent once. */
export class NotificationOutboxRepository {
  constructor(private readonly db: Database) {}

  /** Writes the messages not yet written for their (event, channel); those already there are left as they are. */
  async writeOncePerEvent(entries: readonly OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insert(notificationOutbox)
      .values([...entries])
      .onConflictDoNothing();
  }

  /** How many messages were written for events whose key starts with `prefix`. */
  async countEvents(prefix: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.eventKey} like ${`${prefix.replace(/[%_\\]/g, '\\$&')}%`}`);
    return Number(row?.n ?? 0);
  }

  /**
   * Claims the row of (event, channel) when pending or failed, or abandoned before `abandonedBefore`,
   * with fewer than `maxAttempts` attempts (→ sending, one more attempt); undefined when another holds it or it is done.
   */
  async claim(eventKey: string, channel: NotificationChannel, now: Date, abandonedBefore: Date, maxAttempts: number) {
    const [row] = await this.db
      .update(notificationOutbox)
      .set({ status: 'sending', attempts: sql`${notificationOutbox.attempts} + 1`, claimedAt: now })
      .where(
        and(
          eq(notificationOutbox.eventKey, eventKey),
          eq(notificationOutbox.channel, channel),
          or(inArray(notificationOutbox.status, ['pending', 'failed']), abandoned(abandonedBefore)),
          lt(notificationOutbox.attempts, maxAttempts),
        ),
      )
      .returning();
    return row;
  }

  async finish(id: string, set: Partial<NotificationRow>): Promise<void> {
    await this.db.update(notificationOutbox).set(set).where(eq(notificationOutbox.id, id));
  }

  /** The language the user chose on the site (null: none). */
  async localeOf(userId: string): Promise<string | null> {
    const [user] = await this.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
    return user?.locale ?? null;
  }

  /** Messages to send again: failed, or abandoned before `abandonedBefore`, under `maxAttempts`; at most 200. */
  retryable(abandonedBefore: Date, maxAttempts: number) {
    return this.db
      .select({ eventKey: notificationOutbox.eventKey, channel: notificationOutbox.channel })
      .from(notificationOutbox)
      .where(and(or(eq(notificationOutbox.status, 'failed'), abandoned(abandonedBefore)), lt(notificationOutbox.attempts, maxAttempts)))
      .limit(200);
  }

  /** Records a provider's delivery receipt on the sent message of that id: whether one was found. */
  async receipt(channel: 'sms' | 'whatsapp', providerMessageId: string, delivered: boolean): Promise<boolean> {
    const updated = await this.db
      .update(notificationOutbox)
      .set(delivered ? { status: 'delivered', deliveredAt: new Date() } : { status: 'undelivered' })
      .where(
        and(
          eq(notificationOutbox.channel, channel),
          eq(notificationOutbox.providerMessageId, providerMessageId),
          inArray(notificationOutbox.status, ['sent', 'delivered', 'undelivered']),
        ),
      )
      .returning({ id: notificationOutbox.id });
    return updated.length > 0;
  }

  /** Whether a message of this channel is being sent right now. */
  async sending(channel: 'sms' | 'whatsapp'): Promise<boolean> {
    const [row] = await this.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, channel), eq(notificationOutbox.status, 'sending')))
      .limit(1);
    return row !== undefined;
  }

  /** The messages sent to a user, newest first (at most 100). */
  sentTo(userId: string) {
    return this.db
      .select({
        channel: notificationOutbox.channel,
        template: notificationOutbox.template,
        status: notificationOutbox.status,
        createdAt: notificationOutbox.createdAt,
      })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.userId, userId))
      .orderBy(sql`${notificationOutbox.createdAt} desc`)
      .limit(100);
  }
}

/** Messages still on their way are never purged, however old. */
const FINISHED = ['sent', 'delivered', 'undelivered'];

/** Erasing an account: the shopper's consents, messages and phone checks. */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.delete(consents).where(eq(consents.userId, shopper.id));
  await tx.delete(notificationOutbox).where(eq(notificationOutbox.userId, shopper.id));
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, shopper.id));
}

/** The retention job: messages written before `cutoff` and finished (sent, delivered or undelivered); how many. */
export async function purgeOlderThan(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(notificationOutbox)
    .where(and(lt(notificationOutbox.createdAt, cutoff), inArray(notificationOutbox.status, FINISHED)))
    .returning({ id: notificationOutbox.id });
  return rows.length;
}
