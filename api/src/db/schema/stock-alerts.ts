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

/**
 * One row per Lagos day the expiry report (batches quarantined at their margin, batches expiring
 * within 90 days) was mailed to the admins: the primary key lets exactly one replica send it.
 */
export const stockExpiryReports = pgTable('stock_expiry_reports', {
  day: date({ mode: 'string' }).primaryKey(),
  batchCount: integer().notNull().default(0),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
