import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** What was in the cart when a payment was initiated; the order is built from it. */
export type CartSnapshotLine = {
  medicineId: string;
  medicineName: string;
  unitPriceKobo: number;
  quantity: number;
};
export type CartSnapshot = { lines: CartSnapshotLine[]; totalKobo: number };

export type PaymentStatus = 'pending' | 'success' | 'failed' | 'abandoned';

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    email: text().notNull(),
    amountKobo: integer().notNull(),
    currency: text().notNull().default('NGN'),
    /** Our reference, sent to the provider; unique so a payment is never recorded twice. */
    reference: text().notNull().unique('payments_reference_key'),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    paymentType: text().notNull(),
    shippingAddress: text().notNull(),
    billingAddress: text().notNull(),
    cartSnapshot: jsonb().$type<CartSnapshot>(),
    provider: text().notNull().default('paystack'),
    providerTransactionId: text(),
    providerStatus: text(),
    providerResponse: jsonb().$type<Record<string, unknown>>(),
    authorizationUrl: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_kobo_positive', sql`${t.amountKobo} > 0`),
    check('payments_status_valid', sql`${t.status} in ('pending', 'success', 'failed', 'abandoned')`),
    index('payments_user_idx').on(t.userId),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
