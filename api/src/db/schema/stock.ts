import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { users } from './identity';
import { orders } from './orders';

/** Why stock changed: an admin's adjustment, or an order taking or giving back units. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'expired', 'count-correction'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];
/** review-rejected: a pharmacist refused an order's prescription line, so its units came back. */
export type StockMovementReason = StockAdjustmentReason | 'sold' | 'order-canceled' | 'review-rejected';

/**
 * A medicine's units on hand, owned by the stock domain (src/stock writes it; other domains read it
 * through src/stock/stock-read-model.ts). A medicine whose stock never moved has no row: 0 units.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    medicineId: uuid()
      .primaryKey()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(0),
  },
  (t) => [check('stock_levels_quantity_nonnegative', sql`${t.quantity} >= 0`)],
);

/** The stock domain: every change of a medicine's units on hand, with its reason. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid().primaryKey().defaultRandom(),
    medicineId: uuid()
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    /** Units added (positive) or taken (negative). */
    change: integer().notNull(),
    quantityAfter: integer().notNull(),
    reason: text().$type<StockMovementReason>().notNull(),
    note: text().notNull().default(''),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'stock_movements_reason_valid',
      sql`${t.reason} in ('received', 'damaged', 'expired', 'count-correction', 'sold', 'order-canceled', 'review-rejected')`,
    ),
    check('stock_movements_quantity_after_nonnegative', sql`${t.quantityAfter} >= 0`),
    index('stock_movements_medicine_idx').on(t.medicineId, t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
  ],
);

export const SHORTFALL_RESOLUTIONS = ['refund', 'backorder'] as const;
export type ShortfallResolution = (typeof SHORTFALL_RESOLUTIONS)[number];

/**
 * A paid order line whose units were gone when the order was placed: flagged to the admins, who
 * refund the order or back-order the units.
 */
export const stockShortfalls = pgTable(
  'stock_shortfalls',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    medicineId: uuid().references(() => medicines.id, { onDelete: 'set null' }),
    medicineName: text().notNull(),
    quantityOrdered: integer().notNull(),
    quantityShort: integer().notNull(),
    resolution: text().$type<ShortfallResolution>(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_shortfalls_quantity_short_positive', sql`${t.quantityShort} >= 1`),
    check('stock_shortfalls_resolution_valid', sql`${t.resolution} is null or ${t.resolution} in ('refund', 'backorder')`),
    uniqueIndex('stock_shortfalls_order_medicine_key').on(t.orderId, t.medicineName),
    index('stock_shortfalls_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolution} is null`),
  ],
);

export type StockLevel = typeof stockLevels.$inferSelect;
export type StockMovement = typeof stockMovements.$inferSelect;
export type StockShortfall = typeof stockShortfalls.$inferSelect;
