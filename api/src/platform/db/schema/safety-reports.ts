import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { users } from './identity';
import { orders } from './orders';

/** side-effect: a suspected adverse reaction; suspected-fake: the pack looks falsified or substandard. */
export const SAFETY_REPORT_KINDS = ['side-effect', 'suspected-fake'] as const;
export type SafetyReportKind = (typeof SAFETY_REPORT_KINDS)[number];

/** new: not looked at yet; reviewing: a pharmacist is on it; sent-to-nafdac: passed on to NAFDAC; closed: nothing more to do. */
export const SAFETY_REPORT_STATES = ['new', 'reviewing', 'sent-to-nafdac', 'closed'] as const;
export type SafetyReportState = (typeof SAFETY_REPORT_STATES)[number];

/**
 * A shopper's report of a side effect or a suspected fake medicine, from a delivered order or a
 * product page, kept for the pharmacist to triage (and pass on to NAFDAC).
 */
export const safetyReports = pgTable(
  'safety_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<SafetyReportKind>().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The delivered order the report is about (null when sent from a product page). */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    medicineId: uuid().references(() => medicines.id, { onDelete: 'set null' }),
    /** The medicine's name when reported, so the report reads the same if the product changes. */
    medicineName: text().notNull(),
    /** The batch (lot) number on the pack; checked against what the order received when an order is given. */
    lotNumber: text().notNull().default(''),
    description: text().notNull(),
    /** A phone number the pharmacist may call back on (as typed). */
    contactPhone: text().notNull().default(''),
    state: text().$type<SafetyReportState>().notNull().default('new'),
    triageNote: text().notNull().default(''),
    triagedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    triagedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('safety_reports_kind_valid', sql`${t.kind} in ('side-effect', 'suspected-fake')`),
    check('safety_reports_state_valid', sql`${t.state} in ('new', 'reviewing', 'sent-to-nafdac', 'closed')`),
    index('safety_reports_created_idx').on(t.createdAt),
  ],
);

export type SafetyReport = typeof safetyReports.$inferSelect;
