import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { users } from './identity';
import { payments } from './payments';

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

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
