import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { users } from './identity';
import { CENTRAL_WAREHOUSE_ID, pharmacies } from './care-directory';
import { orders } from './orders';

/** Why stock changed: an admin's adjustment, or an order taking or giving back units. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'expired', 'count-correction'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];
/**
 * review-rejected: a pharmacist refused an order's prescription line, so its units came back.
 * quarantined: a batch reached its expiry margin; recalled: NAFDAC or the maker recalled the batch;
 * returned-to-supplier: the batch went back to its distributor; recall-reallocated: an open order's
 * units moved from a recalled batch to another; written-off: units of a batch destroyed or lost,
 * with the admin's reason in the note. reserved: units held for a charge not yet made (a
 * refill plan's run); reservation-released: the charge failed, so they came back. rerouted: an
 * admin moved an unsent order (or parcel) to another location: its units back at the old one,
 * taken at the new.
 */
export type StockMovementReason =
  | StockAdjustmentReason
  | 'sold'
  | 'order-canceled'
  | 'review-rejected'
  | 'quarantined'
  | 'recalled'
  | 'returned-to-supplier'
  | 'written-off'
  | 'reserved'
  | 'reservation-released'
  | 'rerouted'
  | 'transfer-sent'
  | 'transfer-received';
export const STOCK_MOVEMENT_REASONS = [
  ...STOCK_ADJUSTMENT_REASONS,
  'sold',
  'order-canceled',
  'review-rejected',
  'quarantined',
  'recalled',
  'returned-to-supplier',
  'written-off',
  'reserved',
  'reservation-released',
  'rerouted',
  'transfer-sent',
  'transfer-received',
] as const satisfies readonly StockMovementReason[];

/**
 * A medicine's units on hand, owned by the stock domain (src/domains/stock writes it; other domains read it
 * through src/domains/stock/stock-read-model.ts). A medicine whose stock never moved has no row: 0 units.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    medicineId: uuid()
      .primaryKey()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    /** The sum of the medicine's sellable batches (kept with every batch change, under this row's lock). */
    quantity: integer().notNull().default(0),
    /**
     * A chronic medicine's course length in days: no batch expiring within it (or within the shop's
     * margin, whichever is longer) is sold. Null: the shop's margin.
     */
    courseDays: integer(),
    /**
     * The admin's reorder level: at or under it the medicine is low (admin home, daily digest).
     * Null: the default, 14 days of cover at the last 30 days' sales rate.
     */
    reorderLevel: integer(),
  },
  (t) => [
    check('stock_levels_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('stock_levels_reorder_level_nonnegative', sql`${t.reorderLevel} is null or ${t.reorderLevel} >= 0`),
    check('stock_levels_course_days_valid', sql`${t.courseDays} is null or ${t.courseDays} between 1 and 3650`),
  ],
);

/** A licensed distributor the pharmacy buys from (PCN premises licence or NAFDAC number). */
export const stockSuppliers = pgTable(
  'stock_suppliers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    licenceNumber: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stock_suppliers_licence_key').on(t.licenceNumber)],
);

export const BATCH_STATUSES = ['sellable', 'quarantined', 'recalled', 'returned'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/**
 * One batch (lot) of a medicine on the shelf, as received: GTIN, lot number, expiry, supplier and
 * who received it. Only `sellable` batches count in stock_levels.quantity and are allocated to
 * orders (first expiry first out). The opening balance is the stock held before batches were kept:
 * no GTIN, lot or expiry known.
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: uuid().primaryKey().defaultRandom(),
    medicineId: uuid()
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    /** The location holding the batch (a pharmacy, or the central warehouse when none is named). */
    locationId: uuid()
      .notNull()
      .default(CENTRAL_WAREHOUSE_ID)
      .references(() => pharmacies.id, { onDelete: 'restrict' }),
    gtin: text(),
    lotNumber: text().notNull(),
    /** The last day the batch may be used; null only for the opening balance. */
    expiryDate: date({ mode: 'string' }),
    openingBalance: boolean().notNull().default(false),
    /** Units of this batch still in the pharmacy (whatever its status). */
    quantity: integer().notNull().default(0),
    quantityReceived: integer().notNull().default(0),
    status: text().$type<BatchStatus>().notNull().default('sellable'),
    supplierId: uuid().references(() => stockSuppliers.id, { onDelete: 'restrict' }),
    receivedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    note: text().notNull().default(''),
  },
  (t) => [
    check('stock_batches_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('stock_batches_status_valid', sql`${t.status} in ('sellable', 'quarantined', 'recalled', 'returned')`),
    check('stock_batches_expiry_known', sql`${t.openingBalance} or ${t.expiryDate} is not null`),
    uniqueIndex('stock_batches_location_medicine_lot_key').on(t.locationId, t.medicineId, t.lotNumber),
    index('stock_batches_allocation_idx').on(t.medicineId, t.status, t.expiryDate),
  ],
);

/**
 * The batches an order line got: units of `batchId` the order holds for `medicineId` (0 once given
 * back). Written by the stock domain when an order is placed, cancelled or a batch recalled.
 */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    medicineId: uuid()
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    batchId: uuid()
      .notNull()
      .references(() => stockBatches.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_allocations_quantity_nonnegative', sql`${t.quantity} >= 0`),
    uniqueIndex('stock_allocations_order_batch_key').on(t.orderId, t.batchId),
    index('stock_allocations_batch_idx').on(t.batchId),
  ],
);

/**
 * Units held for a payment not yet made (a refill plan's run reserves before it charges): taken from
 * their batch like a sale, given back if the charge fails, or handed to the order once it is placed.
 * `holder` names who holds them (e.g. `refill:<cycle id>`); 0 once released or handed over.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: uuid().primaryKey().defaultRandom(),
    holder: text().notNull(),
    medicineId: uuid()
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    batchId: uuid()
      .notNull()
      .references(() => stockBatches.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_reservations_quantity_nonnegative', sql`${t.quantity} >= 0`),
    uniqueIndex('stock_reservations_holder_batch_key').on(t.holder, t.batchId),
  ],
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
    /** The batch the units came from or went to (null for movements before batches were kept). */
    batchId: uuid().references(() => stockBatches.id, { onDelete: 'set null' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'stock_movements_reason_valid',
      sql`${t.reason} in ('received', 'damaged', 'expired', 'count-correction', 'sold', 'order-canceled', 'review-rejected', 'quarantined', 'recalled', 'returned-to-supplier', 'written-off', 'reserved', 'reservation-released', 'rerouted', 'transfer-sent', 'transfer-received')`,
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
export type StockBatch = typeof stockBatches.$inferSelect;
export type StockSupplier = typeof stockSuppliers.$inferSelect;
export type StockAllocation = typeof stockAllocations.$inferSelect;
export type StockReservation = typeof stockReservations.$inferSelect;
export type StockMovement = typeof stockMovements.$inferSelect;
export type StockShortfall = typeof stockShortfalls.$inferSelect;

/**
 * A recall of one batch (NAFDAC alert or the maker's): at most one per batch, so a recall submitted
 * twice at once is recorded (and its shoppers told) once.
 */
export const stockRecalls = pgTable(
  'stock_recalls',
  {
    id: uuid().primaryKey().defaultRandom(),
    batchId: uuid()
      .notNull()
      .references(() => stockBatches.id, { onDelete: 'restrict' }),
    reason: text().notNull(),
    nafdacReference: text().notNull().default(''),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stock_recalls_batch_key').on(t.batchId)],
);

export const RECALL_OUTCOMES = ['reallocated', 'refunded', 'received'] as const;
/** reallocated: an open order got other batches; refunded: none was left, the order was cancelled and refunded; received: already sent. */
export type RecallOutcome = (typeof RECALL_OUTCOMES)[number];

/** Each order that held units of a recalled batch, what became of it, and whether its shopper was mailed. */
export const stockRecallOrders = pgTable(
  'stock_recall_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    recallId: uuid()
      .notNull()
      .references(() => stockRecalls.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    outcome: text().$type<RecallOutcome>().notNull(),
    mailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('stock_recall_orders_outcome_valid', sql`${t.outcome} in ('reallocated', 'refunded', 'received')`),
    uniqueIndex('stock_recall_orders_key').on(t.recallId, t.orderId),
  ],
);

export type StockRecall = typeof stockRecalls.$inferSelect;
export type StockRecallOrder = typeof stockRecallOrders.$inferSelect;

export type StockTransferStatus = 'sent' | 'received';

/**
 * Units moved between locations: recorded when sent (they leave the source's batches, so they are in
 * transit and sold nowhere) and when received (they join the destination's batch of the same lot
 * and expiry). src/domains/stock/stock-transfers.ts; a transfer is received once.
 */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    fromLocationId: uuid()
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'restrict' }),
    toLocationId: uuid()
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'restrict' }),
    status: text().$type<StockTransferStatus>().notNull().default('sent'),
    note: text().notNull().default(''),
    sentBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    receivedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('stock_transfers_status_valid', sql`${t.status} in ('sent', 'received')`),
    check('stock_transfers_two_places', sql`${t.fromLocationId} <> ${t.toLocationId}`),
    index('stock_transfers_status_idx').on(t.status, t.sentAt),
  ],
);

/** One batch's units in a transfer: the lot and expiry travel with them. */
export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    transferId: uuid()
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    medicineId: uuid()
      .notNull()
      .references(() => medicines.id, { onDelete: 'restrict' }),
    sourceBatchId: uuid()
      .notNull()
      .references(() => stockBatches.id, { onDelete: 'restrict' }),
    /** The destination's batch, once received. */
    destinationBatchId: uuid().references(() => stockBatches.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
  },
  (t) => [
    check('stock_transfer_lines_quantity_positive', sql`${t.quantity} >= 1`),
    index('stock_transfer_lines_transfer_idx').on(t.transferId),
  ],
);

export type StockTransfer = typeof stockTransfers.$inferSelect;
export type StockTransferLine = typeof stockTransferLines.$inferSelect;
