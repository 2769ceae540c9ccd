import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { editable } from './editable';

/** The operations domain (src/operations): pharmacies, ambulances and laboratories the shop lists. */
/** Pharmacies, also called markets in the storefront. */
export const pharmacies = pgTable('pharmacies', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  location: text().notNull(),
  contact: text().notNull(),
  deliveryRange: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  ...editable(),
});

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
