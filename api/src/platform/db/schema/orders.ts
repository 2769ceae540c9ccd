import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import type { DeliveryAddress } from './delivery';
import { users } from './identity';
import { pharmacies } from './care-directory';
import { payments } from './payments';
import { prescriptions } from './prescriptions';

/** AwaitingReview: paid, holding a prescription-only medicine, until a pharmacist decides. */
export const ORDER_STATUSES = ['AwaitingReview', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type Fulfilment = 'delivery' | 'pickup';

/** Human order numbers (EPH-000123): one per order, in the order orders are placed. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1, minValue: 1 });

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
    /** Shown as EPH-000123 (orders/order-number.ts); the id stays internal. */
    orderNumber: integer()
      .notNull()
      .default(sql`nextval('order_number_seq')`)
      .unique('orders_order_number_key'),
    /** What was charged: the items plus deliveryFeeKobo. */
    totalKobo: integer().notNull(),
    deliveryFeeKobo: integer().notNull().default(0),
    /** Taken off the items by a discount code (never from prescription-only lines); totalKobo is after it. */
    discountKobo: integer().notNull().default(0),
    discountCode: text(),
    status: text().$type<OrderStatus>().notNull().default('Pending'),
    shippingAddress: text().notNull().default(''),
    /** The structured address (null for orders placed before delivery zones). */
    deliveryAddress: jsonb().$type<DeliveryAddress>(),
    /** The state delivered to, copied from the address for the admin's filter and sort. */
    deliveryState: text(),
    deliveryMinDays: integer(),
    deliveryMaxDays: integer(),
    /** The prescription the shopper attached for the order's prescription-only medicines. */
    prescriptionId: uuid().references(() => prescriptions.id, { onDelete: 'restrict' }),
    /** The rider the admin gave when shipping the order (packing slip, shopper's tracking page). */
    riderName: text(),
    /** The rider's Nigerian mobile number, +2348031234567. */
    riderPhone: text(),
    /** delivery: to deliveryAddress; pickup: collected at the fulfilling pharmacy with a one-time PIN. */
    fulfilment: text().$type<Fulfilment>().notNull().default('delivery'),
    /** The location the order is packed at (src/domains/fulfilment/fulfilment-routing.ts); null for orders before locations. */
    fulfilmentLocationId: uuid().references(() => pharmacies.id, { onDelete: 'set null' }),
    /** sha256 of the pickup PIN (pickup orders); the shopper's page derives the PIN, the table never holds it. */
    pickupPinHash: text(),
    pickupPinAttempts: integer().notNull().default(0),
    pickupReadyAt: timestamp({ withTimezone: true }),
    pickedUpAt: timestamp({ withTimezone: true }),
    /**
     * Cold chain (issue 51), for an order with a medicine stored at 2–8 °C: when staff ticked that it
     * was packed last with a cold box (required before it is handed to the rider or made ready for
     * pickup), who ticked it, when it left the fridge, and when it was handed over (to the rider, or
     * to the shopper at the counter).
     */
    coldBoxPackedAt: timestamp({ withTimezone: true }),
    coldBoxPackedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    leftFridgeAt: timestamp({ withTimezone: true }),
    coldChainHandedOverAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_fulfilment_valid', sql`${t.fulfilment} in ('delivery', 'pickup')`),
    check('orders_status_valid', sql`${t.status} in ('AwaitingReview', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled')`),
    check('orders_cold_box_with_fridge_time', sql`(${t.coldBoxPackedAt} IS NULL) = (${t.leftFridgeAt} IS NULL)`),
    check('orders_total_kobo_nonnegative', sql`${t.totalKobo} >= 0`),
    check('orders_delivery_fee_kobo_nonnegative', sql`${t.deliveryFeeKobo} >= 0`),
    check('orders_discount_kobo_nonnegative', sql`${t.discountKobo} >= 0`),
    index('orders_user_idx').on(t.userId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_delivery_state_idx').on(t.deliveryState),
    // The admin home's orders waiting for the shop: counted, and walked oldest first, from this index alone.
    index('orders_waiting_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.status} in ('AwaitingReview', 'Pending', 'Processing')`),
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
    /** The medicine was prescription-only when sold: a pharmacist must approve this line. */
    requiresPrescription: boolean().notNull().default(false),
    /** The pharmacist's decision on this line (null until decided, and for lines that need none). */
    reviewDecision: text().$type<LineDecision>(),
  },
  (t) => [
    check('order_lines_review_decision_valid', sql`${t.reviewDecision} in ('approved', 'rejected')`),
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_lines_unit_price_nonnegative', sql`${t.unitPriceKobo} >= 0`),
    index('order_lines_order_idx').on(t.orderId),
  ],
);

export type LineDecision = 'approved' | 'rejected';
export type ReviewDecision = 'approved' | 'rejected' | 'partial';

/** A pharmacist's decision on an order awaiting review: one per order, kept with it. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .unique('order_reviews_order_key')
      .references(() => orders.id, { onDelete: 'cascade' }),
    pharmacistId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The pharmacist's name and PCN registration at the time (kept if the account goes). */
    pharmacistName: text().notNull(),
    pharmacistRegistration: text(),
    decision: text().$type<ReviewDecision>().notNull(),
    /** Why lines were rejected; shown to the shopper. */
    reason: text(),
    /** What the rejected lines gave back (kobo), refunded through the payment's refunds. */
    refundKobo: integer().notNull().default(0),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Decided before the shopper paid (a prescription checked against the cart), not on the placed order. */
    beforePayment: boolean().notNull().default(false),
  },
  (t) => [
    check('order_reviews_decision_valid', sql`${t.decision} in ('approved', 'rejected', 'partial')`),
    check('order_reviews_refund_nonnegative', sql`${t.refundKobo} >= 0`),
  ],
);

/**
 * Each status an order has been in, with when it got there: one row when the order is placed and
 * one per change (orders-repository writes both, in the transaction that makes the change).
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().$type<OrderStatus>().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'order_status_events_status_valid',
      sql`${t.status} in ('AwaitingReview', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled')`,
    ),
    index('order_status_events_order_idx').on(t.orderId, t.at),
    // When an order got to its status (the latest event of that status): one index-only lookup.
    index('order_status_events_order_status_idx').on(t.orderId, t.status, t.at),
  ],
);

export type OrderStatusEvent = typeof orderStatusEvents.$inferSelect;
export type OrderReview = typeof orderReviews.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;

/** pending: to be packed; shipped: left the location; delivered; canceled: its order was cancelled. */
export const PARCEL_STATUSES = ['pending', 'shipped', 'delivered', 'canceled'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];
export type ParcelLine = { medicineId: string; medicineName: string; quantity: number };

/**
 * What an order is sent as: one parcel per location packing part of it (the routing rule's split,
 * src/domains/fulfilment/fulfilment-routing.ts), else one. Each keeps its lines, the fee and the window the
 * shopper was shown before paying; its units are taken from its location's batches.
 */
export const orderParcels = pgTable(
  'order_parcels',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    locationId: uuid()
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'restrict' }),
    lines: jsonb().$type<ParcelLine[]>().notNull(),
    feeKobo: integer().notNull().default(0),
    minDays: integer().notNull(),
    maxDays: integer().notNull(),
    status: text().$type<ParcelStatus>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_parcels_status_valid', sql`${t.status} in ('pending', 'shipped', 'delivered', 'canceled')`),
    check('order_parcels_fee_nonnegative', sql`${t.feeKobo} >= 0`),
    index('order_parcels_order_idx').on(t.orderId),
  ],
);
export type OrderParcel = typeof orderParcels.$inferSelect;

/**
 * A pharmacy's staff: an admin binds a user to one location. Staff see and work only that
 * location's orders and stock (src/domains/orders/pharmacy-staff.ts checks it on every call).
 */
export const pharmacyStaff = pgTable('pharmacy_staff', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pharmacyId: uuid()
    .notNull()
    .references(() => pharmacies.id, { onDelete: 'cascade' }),
  grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
