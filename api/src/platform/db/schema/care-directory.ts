import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { editable } from './editable';

/** The operations domain (src/domains/care-directory): pharmacies, ambulances and laboratories the shop lists. */
/** A stock location: a pharmacy (branch) or the central warehouse. */
export const LOCATION_KINDS = ['pharmacy', 'warehouse'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** The central warehouse (made by migration 0036): every batch held before locations were kept is there. */
export const CENTRAL_WAREHOUSE_ID = '00000000-0000-4000-8000-00000000a001';

/**
 * Pharmacies, also called markets in the storefront, and the central warehouse: the locations
 * stock is held at and orders are fulfilled from (src/domains/fulfilment/fulfilment-routing.ts picks one).
 */
export const pharmacies = pgTable(
  'pharmacies',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    location: text().notNull(),
    contact: text().notNull(),
    /** Free text shown in the directory ("15 km"); routing reads `deliveryStates` only. */
    deliveryRange: text().notNull(),
    kind: text().$type<LocationKind>().notNull().default('pharmacy'),
    /** The street address a shopper collects from. */
    address: text().notNull().default(''),
    /** The state the location is in: one of the 36 states or "FCT" (as delivery zones name them). */
    state: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** "Mon–Sat 8:00–21:00, Sun 12:00–18:00". */
    openingHours: text().notNull().default(''),
    /** The states it delivers to (as delivery zones name them); the warehouse delivers to every state. */
    deliveryStates: jsonb().$type<string[]>().notNull().default([]),
    /** Local government areas it delivers to within those states (empty: the whole state). */
    deliveryLgas: jsonb().$type<string[]>().notNull().default([]),
    /** Shoppers may collect their order here (click-and-collect). */
    isPickupPoint: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [check('pharmacies_kind_valid', sql`${t.kind} in ('pharmacy', 'warehouse')`)],
);

export const ambulances = pgTable('ambulances', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  location: text().notNull(),
  availability: boolean().notNull().default(true),
  /** The crew's phone the caller reads once this ambulance is assigned to them (dispatch). */
  crewPhone: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  ...editable(),
});

export const laboratories = pgTable('laboratories', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  location: text().notNull(),
  description: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  ...editable(),
});

export type Pharmacy = typeof pharmacies.$inferSelect;
export type Ambulance = typeof ambulances.$inferSelect;
export type Laboratory = typeof laboratories.$inferSelect;
