import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** Whom a profile is for: the shopper ("self", one each) or someone they buy for. */
export const PROFILE_RELATIONSHIPS = ['self', 'child', 'parent', 'partner', 'sibling', 'grandparent', 'other'] as const;
export type ProfileRelationship = (typeof PROFILE_RELATIONSHIPS)[number];

export const PROFILE_SEXES = ['female', 'male'] as const;
export type ProfileSex = (typeof PROFILE_SEXES)[number];

/** Allergies: codes from the fixed lists (domains/medication-profiles/profile-lists.ts). */
export type ProfileAllergies = { ingredients: string[]; classes: string[] };

/** A regular medicine: one picked from the catalogue (its id and name when picked) or typed (medicineId null). */
export type ProfileMedicine = { medicineId: string | null; name: string };

/**
 * The medication-profiles domain: a shopper's medication profile and one for each person they buy
 * for (a child, a parent). Health data: kept only with the shopper's health-data consent, in the
 * data export, deleted on erasure, every staff read in the audit log.
 */
export const medicationProfiles = pgTable(
  'medication_profiles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: text().$type<ProfileRelationship>().notNull(),
    /** A name or label the shopper knows the person by ("Tobi", "Mum"); empty for the shopper themself. */
    label: text().notNull().default(''),
    dateOfBirth: date({ mode: 'string' }),
    sex: text().$type<ProfileSex>(),
    pregnant: boolean().notNull().default(false),
    breastfeeding: boolean().notNull().default(false),
    allergies: jsonb().$type<ProfileAllergies>().notNull().default({ ingredients: [], classes: [] }),
    conditions: jsonb().$type<string[]>().notNull().default([]),
    medicines: jsonb().$type<ProfileMedicine[]>().notNull().default([]),
    /** Starts at 1, up by one on each edit; an edit names the version it started from (409 otherwise). */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medication_profiles_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('medication_profiles_one_self_idx')
      .on(t.userId)
      .where(sql`${t.relationship} = 'self'`),
    check(
      'medication_profiles_relationship_check',
      sql`${t.relationship} in ('self','child','parent','partner','sibling','grandparent','other')`,
    ),
    check('medication_profiles_sex_check', sql`${t.sex} is null or ${t.sex} in ('female','male')`),
    check('medication_profiles_pregnancy_check', sql`(not ${t.pregnant} and not ${t.breastfeeding}) or ${t.sex} = 'female'`),
    check('medication_profiles_other_born_check', sql`${t.relationship} = 'self' or ${t.dateOfBirth} is not null`),
  ],
);

export type MedicationProfile = typeof medicationProfiles.$inferSelect;
