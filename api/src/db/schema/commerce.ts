import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { users } from './identity';

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicineId: uuid()
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_medicine_key').on(t.userId, t.medicineId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

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

export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** One order per payment: the unique reference makes placing an order idempotent. */
    paymentReference: text()
      .notNull()
      .unique('orders_payment_reference_key')
      .references(() => payments.reference, { onDelete: 'restrict' }),
    totalKobo: integer().notNull(),
    status: text().$type<OrderStatus>().notNull().default('Pending'),
    shippingAddress: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_valid', sql`${t.status} in ('Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled')`),
    check('orders_total_kobo_nonnegative', sql`${t.totalKobo} >= 0`),
    index('orders_user_idx').on(t.userId),
  ],
);

/** An order line copies the medicine name and unit price at purchase, so history never changes. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    medicineId: uuid().references(() => medicines.id, { onDelete: 'set null' }),
    medicineName: text().notNull(),
    unitPriceKobo: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_lines_unit_price_nonnegative', sql`${t.unitPriceKobo} >= 0`),
    index('order_lines_order_idx').on(t.orderId),
  ],
);

export type CartItem = typeof cartItems.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
