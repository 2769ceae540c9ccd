import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orders } from './orders';

export type RetainedLine = { medicineName: string; quantity: number; requiresPrescription: boolean };

/**
 * What pharmacy law makes us keep of an erased shopper's dispensed orders, and nothing more: who
 * the medicines were dispensed to, what, when, on whose prescription, by which pharmacist. Marked
 * as retained after erasure and deleted by the retention job after `retainUntil`.
 */
export const retainedDispensingRecords = pgTable(
  'retained_dispensing_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: integer().notNull(),
    patientName: text().notNull(),
    lines: jsonb().$type<RetainedLine[]>().notNull(),
    prescriberName: text(),
    pharmacistName: text(),
    dispensedAt: timestamp({ withTimezone: true }).notNull(),
    /** Why it is kept although the account was erased (shown to the operator and in audits). */
    retainedBecause: text().notNull(),
    erasedAt: timestamp({ withTimezone: true }).notNull(),
    retainUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('retained_dispensing_records_retain_until_idx').on(t.retainUntil)],
);

export type IncidentStatus = 'open' | 'regulator-notified' | 'closed';

/**
 * A personal-data breach as the operator records it: when it became known starts the 72-hour
 * clock for notifying the regulator (NDPC); the shopper notice is the text sent to those affected.
 */
export const dataIncidents = pgTable(
  'data_incidents',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    /** Kinds of data touched and roughly how many shoppers. */
    dataAffected: text().notNull().default(''),
    shoppersAffected: integer().notNull().default(0),
    discoveredAt: timestamp({ withTimezone: true }).notNull(),
    regulatorNotifiedAt: timestamp({ withTimezone: true }),
    shopperNotice: text().notNull(),
    status: text().$type<IncidentStatus>().notNull().default('open'),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('data_incidents_status_valid', sql`${t.status} in ('open', 'regulator-notified', 'closed')`),
    check('data_incidents_shoppers_nonnegative', sql`${t.shoppersAffected} >= 0`),
  ],
);

export type RetainedDispensingRecord = typeof retainedDispensingRecords.$inferSelect;
export type DataIncident = typeof dataIncidents.$inferSelect;
