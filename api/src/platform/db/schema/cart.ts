import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { users } from './identity';

/** The cart domain: one row per medicine in a shopper's cart. */
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

export type CartItem = typeof cartItems.$inferSelect;

/**
 * What the shop took out of a shopper's cart (a medicine withdrawn from sale), told once: the next
 * cart answer carries it and it is gone.
 */
export const cartNotices = pgTable(
  'cart_notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_notices_user_idx').on(t.userId)],
);
