import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { users } from './identity';

/**
 * One row per Lagos day the low-stock digest was sent: the primary key lets exactly one replica
 * claim the day, so admins get one digest a day however many replicas run the job.
 */
export const lowStockDigests = pgTable('low_stock_digests', {
  day: date({ mode: 'string' }).primaryKey(),
  medicineCount: integer().notNull().default(0),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per Lagos day the expiry report (batches quarantined at their margin, batches expiring
 * within 90 days) was mailed to the admins: the primary key lets exactly one replica send it.
 */
export const stockExpiryReports = pgTable('stock_expiry_reports', {
  day: date({ mode: 'string' }).primaryKey(),
  batchCount: integer().notNull().default(0),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's "Tell me when it's back" on an out-of-stock medicine: one mail when it can be bought
 * again. notifiedAt is set when the mail is claimed (an update that only one run wins), so each
 * request is mailed once; a failed send clears it for the next run.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    medicineId: uuid()
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    /** The shopper when signed in (null for a request by e-mail alone). */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    /** One open request per medicine and address. */
    uniqueIndex('back_in_stock_open_key')
      .on(t.medicineId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_waiting_idx')
      .on(t.medicineId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
