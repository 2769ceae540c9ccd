import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { users } from './identity';

/** Which cap an order went over: per order, or 30 days by the person, the phone or the delivery address. */
export const CONTROLLED_CAPS = ['per-order', 'person-30-days', 'phone-30-days', 'address-30-days'] as const;
export type ControlledCap = (typeof CONTROLLED_CAPS)[number];

/**
 * A checkout refused because it went over a controlled medicine's cap: kept for the pharmacist's
 * queue (who, which medicine, how many, which cap, what had been bought already).
 */
export const controlledAttempts = pgTable(
  'controlled_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    medicineId: uuid().references(() => medicines.id, { onDelete: 'set null' }),
    medicineName: text().notNull(),
    /** Units asked for in this checkout. */
    quantity: integer().notNull(),
    cap: text().$type<ControlledCap>().notNull(),
    /** The cap's limit and what the person, phone or address had already bought in the window. */
    capLimit: integer().notNull(),
    alreadyBought: integer().notNull().default(0),
    /** The delivery phone (+234…) and address line the checkout gave. */
    phone: text().notNull().default(''),
    address: text().notNull().default(''),
    detail: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a pharmacist looked at it (null: still in the queue). */
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('controlled_attempts_cap_valid', sql`${t.cap} in ('per-order', 'person-30-days', 'phone-30-days', 'address-30-days')`),
    index('controlled_attempts_created_idx').on(t.createdAt),
  ],
);

export type ControlledAttempt = typeof controlledAttempts.$inferSelect;
