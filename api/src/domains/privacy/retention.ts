// The retention job: deletes what is past the periods in config/privacy.ts (the privacy page states
// the same periods), and nothing else.
import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { RetentionPeriods } from '../../platform/config/privacy';
import type { Database } from '../../platform/db/client';
import * as s from '../../platform/db/schema/index';
import { countRetentionDeleted } from '../../platform/lib/metrics';

export type RetentionCounts = {
  contactMessages: number;
  telemetry: number;
  notifications: number;
  prescriptions: number;
  conversations: number;
  cartItems: number;
  dispensingRecords: number;
};

const DAY_MS = 86_400_000;
/** Messages still on their way are never deleted, however old. */
const FINISHED_NOTIFICATIONS = ['sent', 'delivered', 'undelivered'];

/** Prescriptions past the period that no order, payment, approval or refill plan uses; their files go too. */
async function deleteUnusedPrescriptions(db: Database, before: Date, deleteFile: (key: string) => Promise<void>): Promise<number> {
  const p = s.prescriptions;
  const rows = await db
    .delete(p)
    .where(
      and(
        lt(p.uploadedAt, before),
        notExists(
          db
            .select({ x: sql`1` })
            .from(s.orders)
            .where(sql`${s.orders.prescriptionId} = ${p.id}`),
        ),
        notExists(
          db
            .select({ x: sql`1` })
            .from(s.payments)
            .where(sql`${s.payments.prescriptionId} = ${p.id}`),
        ),
        notExists(
          db
            .select({ x: sql`1` })
            .from(s.prescriptionApprovals)
            .where(sql`${s.prescriptionApprovals.prescriptionId} = ${p.id}`),
        ),
        notExists(
          db
            .select({ x: sql`1` })
            .from(s.refillPlans)
            .where(sql`${s.refillPlans.prescriptionId} = ${p.id}`),
        ),
      ),
    )
    .returning({ key: p.storageKey });
  for (const row of rows) if (row.key) await deleteFile(row.key).catch(() => undefined);
  return rows.length;
}

/** Conversations whose last message is past the period, with their messages' attachments in the file store. */
async function deleteOldConversations(db: Database, before: Date, deleteFile: (key: string) => Promise<void>): Promise<number> {
  const old = lt(s.conversationThreads.updatedAt, before);
  const files = await db
    .select({ key: s.conversationMessages.attachmentKey })
    .from(s.conversationMessages)
    .innerJoin(s.conversationThreads, sql`${s.conversationThreads.id} = ${s.conversationMessages.threadId}`)
    .where(and(old, sql`${s.conversationMessages.attachmentKey} is not null`));
  const rows = await db.delete(s.conversationThreads).where(old).returning({ id: s.conversationThreads.id });
  for (const file of files) if (file.key) await deleteFile(file.key).catch(() => undefined);
  return rows.length;
}

/** One run at `now`: every kind of data past its period deleted; the counts by kind. */
export async function applyRetention(
  db: Database,
  periods: RetentionPeriods,
  deleteFile: (key: string) => Promise<void>,
  now = new Date(),
): Promise<RetentionCounts> {
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const count = async (query: Promise<unknown[]>) => (await query).length;
  const counts: RetentionCounts = {
    contactMessages: await count(
      db
        .delete(s.contactMessages)
        .where(lt(s.contactMessages.createdAt, cutoff(periods.contactMessagesDays)))
        .returning({ id: s.contactMessages.id }),
    ),
    telemetry: await count(
      db
        .delete(s.remoteTelemetry)
        .where(lt(s.remoteTelemetry.createdAt, cutoff(periods.logsDays)))
        .returning({ id: s.remoteTelemetry.id }),
    ),
    notifications: await count(
      db
        .delete(s.notificationOutbox)
        .where(
          and(lt(s.notificationOutbox.createdAt, cutoff(periods.logsDays)), inArray(s.notificationOutbox.status, FINISHED_NOTIFICATIONS)),
        )
        .returning({ id: s.notificationOutbox.id }),
    ),
    prescriptions: await deleteUnusedPrescriptions(db, cutoff(periods.prescriptionsDays), deleteFile),
    conversations: await deleteOldConversations(db, cutoff(periods.conversationsDays), deleteFile),
    cartItems: await count(
      db
        .delete(s.cartItems)
        .where(lt(s.cartItems.updatedAt, cutoff(periods.abandonedCartsDays)))
        .returning({ id: s.cartItems.id }),
    ),
    dispensingRecords: await count(
      db
        .delete(s.retainedDispensingRecords)
        .where(lt(s.retainedDispensingRecords.retainUntil, now))
        .returning({ id: s.retainedDispensingRecords.id }),
    ),
  };
  for (const [kind, rows] of Object.entries(counts)) countRetentionDeleted(kind, rows);
  return counts;
}
