import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export type PodState = 'open' | 'paid' | 'refused' | 'cancelled';

/**
 * A pay-on-delivery order: placed (its units taken) before any money moves; the rider collects with
 * a Paystack payment link for the order's payment; paid through the webhook's settlement, or refused
 * at the door (the order cancelled, its units back on the shelf), or cancelled by the shop before
 * it was paid (the rider's link closed; a payment that arrives anyway is refunded). At most one open per phone and per
 * delivery address (the partial unique indexes hold it under concurrent checkouts).
 */
export const payOnDeliveryOrders = pgTable(
  'pay_on_delivery_orders',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentReference: text().notNull(),
    phone: text().notNull(),
    /** The delivery address, lower-cased with spaces collapsed, so the same door is one key. */
    addressKey: text().notNull(),
    amountKobo: integer().notNull(),
    state: text().$type<PodState>().notNull().default('open'),
    paidAt: timestamp({ withTimezone: true }),
    refusedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pay_on_delivery_state_valid', sql`${t.state} in ('open', 'paid', 'refused', 'cancelled')`),
    uniqueIndex('pay_on_delivery_open_phone_key')
      .on(t.phone)
      .where(sql`${t.state} = 'open'`),
    uniqueIndex('pay_on_delivery_open_address_key')
      .on(t.addressKey)
      .where(sql`${t.state} = 'open'`),
    index('pay_on_delivery_phone_idx').on(t.phone),
  ],
);
