import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Where the shop delivers, what it costs and how long it takes: one row per zone. A state is one
 * zone, except Lagos and the FCT, which are split. Admins edit fees, windows and `delivered`
 * (false: "not delivered yet", checkout refuses the address). Seeded by migration (0006).
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    /** A stable slug: `kano`, `lagos-island`, `fct-abuja-city`. */
    code: text().primaryKey(),
    /** One of the 36 states or "FCT". */
    state: text().notNull(),
    /** What the shopper picks: "Kano", "Lagos (Island, Lekki, Ajah)". */
    name: text().notNull(),
    feeKobo: integer().notNull(),
    /** Working days from the order to the door. */
    minDays: integer().notNull(),
    maxDays: integer().notNull(),
    delivered: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_zones_fee_nonnegative', sql`${t.feeKobo} >= 0`),
    check('delivery_zones_days_valid', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
  ],
);

/** The shop's delivery settings: a single row (id 1). */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer().primaryKey().default(1),
    /** Orders whose items cost at least this much ship free (the footer's promise). */
    freeThresholdKobo: integer().notNull().default(10_000_000),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_settings_single_row', sql`${t.id} = 1`),
    check('delivery_settings_threshold_nonnegative', sql`${t.freeThresholdKobo} >= 0`),
  ],
);

/** Addresses a shopper saved in their profile, to pick at checkout. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text().notNull().default(''),
    recipient: text().notNull(),
    zone: text()
      .notNull()
      .references(() => deliveryZones.code, { onDelete: 'restrict' }),
    city: text().notNull(),
    street: text().notNull(),
    landmark: text().notNull().default(''),
    /** The rider's number, stored as +234XXXXXXXXXX. */
    phone: text().notNull(),
    /** The one checkout picks first; at most one per shopper. */
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId),
    uniqueIndex('saved_addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export type DeliveryZone = typeof deliveryZones.$inferSelect;
export type DeliverySettings = typeof deliverySettings.$inferSelect;
export type SavedAddress = typeof savedAddresses.$inferSelect;

/** A delivery address as it travels with a payment and an order (a copy, so history never changes). */
export type DeliveryAddress = {
  recipient: string;
  zone: string;
  state: string;
  zoneName: string;
  city: string;
  street: string;
  landmark: string;
  phone: string;
};

/** What delivery costs for one checkout, fixed when the payment is initiated. */
export type DeliveryCharge = {
  address: DeliveryAddress;
  feeKobo: number;
  /** The zone's fee before the free-delivery threshold (for "free delivery" wording). */
  zoneFeeKobo: number;
  freeThresholdKobo: number;
  minDays: number;
  maxDays: number;
};
