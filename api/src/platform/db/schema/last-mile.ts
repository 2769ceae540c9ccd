import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { pharmacies } from './care-directory';
import { users } from './identity';
import { orderParcels, orders } from './orders';

/**
 * A pharmacy's riders: a user bound to one pharmacy (like its staff), with the phone the shopper
 * sees ("Your rider is Musa, 0803 …"). A rider reads and works only the parcels assigned to them
 * (src/domains/last-mile/ checks it on every call).
 */
export const riders = pgTable('riders', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pharmacyId: uuid()
    .notNull()
    .references(() => pharmacies.id, { onDelete: 'cascade' }),
  /** The name the shopper is told (the account's first name when it was made). */
  displayName: text().notNull(),
  /** +2348031234567. */
  phone: text().notNull(),
  grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type Rider = typeof riders.$inferSelect;

/**
 * assigned: staff gave it to a rider ("on the way"); arriving: the rider started the stop;
 * delivered: the shopper's code matched; failed: a try failed, waiting for the shopper's rebooking
 * (or staff); rebooked: a new window, back on a rider's list; to-pickup: the shopper will collect
 * it at the pharmacy; returning: too many failed tries, the rider brings it back; returned: staff
 * checked it in (units back in stock, payment refunded or the pay-on-delivery hold released).
 */
export const DELIVERY_STATES = ['assigned', 'arriving', 'delivered', 'failed', 'rebooked', 'to-pickup', 'returning', 'returned'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const FAILURE_REASONS = ['no-one-home', 'address-not-found', 'refused', 'unsafe'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
export const REBOOK_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type RebookSlot = (typeof REBOOK_SLOTS)[number];

/**
 * One parcel's delivery: one row per parcel (the unique key decides between two assignments at
 * once), its rider (changed only while no stop has started), its delivery code's hash (the shopper's
 * page derives the code, the table never holds it) and the wrong tries, the failed tries.
 */
export const deliveryAssignments = pgTable(
  'delivery_assignments',
  {
    id: uuid().primaryKey().defaultRandom(),
    parcelId: uuid()
      .notNull()
      .unique('delivery_assignments_parcel_key')
      .references(() => orderParcels.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pharmacyId: uuid()
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'restrict' }),
    riderId: uuid().references(() => riders.userId, { onDelete: 'set null' }),
    state: text().$type<DeliveryState>().notNull().default('assigned'),
    /** Where the parcel sits in the rider's day (staff order the stops). */
    stopOrder: integer().notNull().default(0),
    codeHash: text().notNull(),
    codeAttempts: integer().notNull().default(0),
    failedTries: integer().notNull().default(0),
    lastFailure: text().$type<FailureReason>(),
    /** Minutes the rider said when starting the stop. */
    etaMinutes: integer(),
    rebookedDay: date(),
    rebookedSlot: text().$type<RebookSlot>(),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    returnedAt: timestamp({ withTimezone: true }),
    checkedInBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'delivery_assignments_state_valid',
      sql`${t.state} in ('assigned', 'arriving', 'delivered', 'failed', 'rebooked', 'to-pickup', 'returning', 'returned')`,
    ),
    check('delivery_assignments_failure_valid', sql`${t.lastFailure} in ('no-one-home', 'address-not-found', 'refused', 'unsafe')`),
    check('delivery_assignments_slot_valid', sql`${t.rebookedSlot} in ('morning', 'afternoon', 'evening')`),
    check('delivery_assignments_attempts_nonnegative', sql`${t.codeAttempts} >= 0 and ${t.failedTries} >= 0`),
    index('delivery_assignments_rider_idx').on(t.riderId, t.state),
    index('delivery_assignments_pharmacy_idx').on(t.pharmacyId, t.state),
    index('delivery_assignments_order_idx').on(t.orderId),
  ],
);
export type DeliveryAssignment = typeof deliveryAssignments.$inferSelect;

/** Each failed try, numbered: the unique (assignment, try) keeps one row per try however often it is sent. */
export const deliveryFailures = pgTable(
  'delivery_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    assignmentId: uuid()
      .notNull()
      .references(() => deliveryAssignments.id, { onDelete: 'cascade' }),
    tryNumber: integer().notNull(),
    reason: text().$type<FailureReason>().notNull(),
    riderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('delivery_failures_try_key').on(t.assignmentId, t.tryNumber),
    check('delivery_failures_reason_valid', sql`${t.reason} in ('no-one-home', 'address-not-found', 'refused', 'unsafe')`),
  ],
);

/**
 * The rider's optional photo of the handover, kept as health-adjacent data: in the private file
 * store at `storageKey`, read by the order's shopper, its pharmacy's staff and admins only (every
 * read by staff in the audit log), removed on erasure and after the retention period. One per
 * delivery: a new photo replaces the old one (and its file).
 */
export const deliveryHandoverPhotos = pgTable('delivery_handover_photos', {
  assignmentId: uuid()
    .primaryKey()
    .references(() => deliveryAssignments.id, { onDelete: 'cascade' }),
  storageKey: text().notNull(),
  contentType: text().notNull(),
  riderId: uuid().references(() => users.id, { onDelete: 'set null' }),
  takenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type DeliveryHandoverPhoto = typeof deliveryHandoverPhotos.$inferSelect;
