import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { laboratories } from './care-directory';

/**
 * The labs domain (src/domains/labs): the tests each laboratory publishes, its collection slots by area
 * (with a capacity the database enforces), and the shoppers' bookings.
 */
export const labTests = pgTable(
  'lab_tests',
  {
    id: uuid().primaryKey().defaultRandom(),
    laboratoryId: uuid()
      .notNull()
      .references(() => laboratories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    priceKobo: integer().notNull(),
    /** Blood, urine, stool, swab… */
    sampleType: text().notNull(),
    /** "Fast for 8–12 hours; water is fine", or empty. */
    preparation: text().notNull().default(''),
    turnaroundHours: integer().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lab_tests_price_positive', sql`${t.priceKobo} > 0`),
    check('lab_tests_turnaround_positive', sql`${t.turnaroundHours} > 0`),
    index('lab_tests_laboratory_idx').on(t.laboratoryId),
  ],
);

export const labSlots = pgTable(
  'lab_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    laboratoryId: uuid()
      .notNull()
      .references(() => laboratories.id, { onDelete: 'restrict' }),
    /** Where samples are collected in this slot: "Ikeja", "Lekki"… */
    area: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull(),
    /** Places taken; never above capacity (the check, and the booking's guarded update). */
    booked: integer().notNull().default(0),
    /** The home-collection fee in this area; null: samples are taken at the laboratory only. */
    homeFeeKobo: integer(),
  },
  (t) => [
    check('lab_slots_capacity_positive', sql`${t.capacity} > 0`),
    check('lab_slots_booked_within_capacity', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    index('lab_slots_laboratory_idx').on(t.laboratoryId, t.startsAt),
  ],
);

export type LabBookingMode = 'lab' | 'home';
/**
 * awaiting-payment holds the place until paid (Paystack), cancelled or its hold ends (`holdUntil`:
 * then it is cancelled, the place freed, by the next booking of the slot or the hold-expiry job); booked is paid.
 */
export type LabBookingStatus = 'awaiting-payment' | 'booked' | 'cancelled';
/** What the laboratory's staff recorded at the slot. */
export type LabBookingAttendance = 'collected' | 'no-show';

export const labBookings = pgTable(
  'lab_bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    testId: uuid()
      .notNull()
      .references(() => labTests.id, { onDelete: 'restrict' }),
    slotId: uuid()
      .notNull()
      .references(() => labSlots.id, { onDelete: 'restrict' }),
    mode: text().$type<LabBookingMode>().notNull(),
    /** For a home collection. */
    address: text(),
    testPriceKobo: integer().notNull(),
    homeFeeKobo: integer().notNull().default(0),
    status: text().$type<LabBookingStatus>().notNull().default('booked'),
    /** On a cancellation: whether it was early enough for a full refund. */
    refundDue: boolean(),
    /** The Paystack payment (payments.reference) that pays this booking; the newest one opened. */
    paymentReference: text().unique('lab_bookings_payment_reference_key'),
    paidAt: timestamp({ withTimezone: true }),
    /** Set by the laboratory's staff: the sample was collected, or the shopper did not come. */
    attendance: text().$type<LabBookingAttendance>(),
    attendanceAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** An unpaid booking holds its place until then (by the labs' clock); null once paid, and for bookings made before holds ended. */
    holdUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('lab_bookings_mode_valid', sql`${t.mode} in ('lab', 'home')`),
    check('lab_bookings_status_valid', sql`${t.status} in ('awaiting-payment', 'booked', 'cancelled')`),
    check('lab_bookings_attendance_valid', sql`${t.attendance} is null or ${t.attendance} in ('collected', 'no-show')`),
    index('lab_bookings_user_idx').on(t.userId, t.createdAt),
    index('lab_bookings_slot_idx').on(t.slotId),
    // The holds to expire, soonest first.
    index('lab_bookings_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} = 'awaiting-payment'`),
  ],
);

export type LabTest = typeof labTests.$inferSelect;
export type LabSlot = typeof labSlots.$inferSelect;
export type LabBooking = typeof labBookings.$inferSelect;

/**
 * A laboratory's staff: an admin grants a user membership of one laboratory. Lab staff see only
 * that laboratory's bookings and upload their results.
 */
export const labStaff = pgTable('lab_staff', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  laboratoryId: uuid()
    .notNull()
    .references(() => laboratories.id, { onDelete: 'cascade' }),
  grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A booking's result (health data): the file is in the private file store (never under
 * /api/images); readable by the booking's shopper and that laboratory's staff only.
 */
export const labResults = pgTable('lab_results', {
  bookingId: uuid()
    .primaryKey()
    .references(() => labBookings.id, { onDelete: 'cascade' }),
  storageKey: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  fileName: text().notNull(),
  uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type LabResultAccessor = 'owner' | 'lab' | 'other';

/** Every read of a result by someone signed in, allowed or refused. */
export const labResultAccessLog = pgTable(
  'lab_result_access_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => labBookings.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    actor: text().$type<LabResultAccessor>().notNull(),
    allowed: boolean().notNull(),
    ip: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lab_result_access_log_actor_valid', sql`${t.actor} in ('owner', 'lab', 'other')`),
    index('lab_result_access_log_booking_idx').on(t.bookingId, t.at),
  ],
);

export type LabResult = typeof labResults.$inferSelect;
