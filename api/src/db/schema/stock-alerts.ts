import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per Lagos day the low-stock digest was sent: the primary key lets exactly one replica
 * claim the day, so admins get one digest a day however many replicas run the job.
 */
export const lowStockDigests = pgTable('low_stock_digests', {
  day: date({ mode: 'string' }).primaryKey(),
  medicineCount: integer().notNull().default(0),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
