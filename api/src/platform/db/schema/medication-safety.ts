import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { users } from './identity';
import { medicationProfiles } from './medication-profiles';

/** The kinds of clinical rule a rule set holds (domains/medication-safety/safety-rules.ts). */
export const SAFETY_RULE_KINDS = [
  'duplicate-ingredient',
  'interaction',
  'allergy-class',
  'age-limit',
  'pregnancy',
  'breastfeeding',
] as const;
export type SafetyRuleKind = (typeof SAFETY_RULE_KINDS)[number];

/** A rule's severity as its source grades it (contraindicated blocks; major and moderate warn). */
export const SAFETY_RULE_SEVERITIES = ['contraindicated', 'major', 'moderate'] as const;
export type SafetyRuleSeverity = (typeof SAFETY_RULE_SEVERITIES)[number];

/**
 * The medication-safety domain: each medicine's active ingredients with their strength, which
 * class each ingredient belongs to, and the clinical rules (versioned, each version signed off by
 * a named pharmacist) the checks at cart, checkout and refill read.
 */

/**
 * A medicine's active ingredients: the INN in lower case without its salt (as profile-lists.ts
 * names them) and the strength in mg per unit (a tablet, capsule, lozenge, dose of an inhaler, or
 * 5 ml of an oral liquid); null where an amount per unit does not apply (creams, drops, solutions).
 */
export const medicineIngredients = pgTable(
  'medicine_ingredients',
  {
    medicineId: uuid()
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    ingredient: text().notNull(),
    strengthMg: doublePrecision(),
  },
  (t) => [
    primaryKey({ columns: [t.medicineId, t.ingredient] }),
    index('medicine_ingredients_ingredient_idx').on(t.ingredient),
    check('medicine_ingredients_strength_check', sql`${t.strengthMg} is null or ${t.strengthMg} > 0`),
  ],
);

/** Which drug class an ingredient belongs to (BNF class codes, as the profile's allergy classes). */
export const ingredientClasses = pgTable(
  'ingredient_classes',
  {
    ingredient: text().notNull(),
    classCode: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ingredient, t.classCode] }), index('ingredient_classes_class_idx').on(t.classCode)],
);

/**
 * A version of the rule set: a new one each time the seeded rules change (told apart by the hash
 * of their content); unsigned until a pharmacist signs it off (name and PCN number as they were).
 */
export const safetyRuleSets = pgTable(
  'safety_rule_sets',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull().unique(),
    hash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    signedOffBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    signedOffName: text(),
    signedOffPcn: text(),
    signedOffAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      'safety_rule_sets_sign_off_check',
      sql`(${t.signedOffAt} is null) = (${t.signedOffName} is null) and (${t.signedOffAt} is null) = (${t.signedOffPcn} is null)`,
    ),
  ],
);

/**
 * One clinical rule of a version. Which columns a kind uses: duplicate-ingredient (ingredient,
 * dailyMaxMg), interaction (ingredient or ingredientClass, otherIngredient or otherClass, severity),
 * allergy-class (ingredientClass; none for an allergy to the ingredient itself), age-limit
 * (ingredient, minAgeYears), pregnancy and breastfeeding (ingredient or ingredientClass, severity).
 * Every rule names its source and carries its warning in English and Nigerian Pidgin.
 */
export const safetyRules = pgTable(
  'safety_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    ruleSetId: uuid()
      .notNull()
      .references(() => safetyRuleSets.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().$type<SafetyRuleKind>().notNull(),
    ingredient: text(),
    ingredientClass: text(),
    otherIngredient: text(),
    otherClass: text(),
    severity: text().$type<SafetyRuleSeverity>(),
    dailyMaxMg: doublePrecision(),
    minAgeYears: integer(),
    source: text().notNull(),
    warningEn: text().notNull(),
    warningPcm: text().notNull(),
  },
  (t) => [
    index('safety_rules_set_idx').on(t.ruleSetId, t.position),
    check(
      'safety_rules_kind_check',
      sql`${t.kind} in ('duplicate-ingredient','interaction','allergy-class','age-limit','pregnancy','breastfeeding')`,
    ),
    check('safety_rules_severity_check', sql`${t.severity} is null or ${t.severity} in ('contraindicated','major','moderate')`),
  ],
);

export type MedicineIngredient = typeof medicineIngredients.$inferSelect;
export type IngredientClass = typeof ingredientClasses.$inferSelect;
export type SafetyRuleSet = typeof safetyRuleSets.$inferSelect;
export type SafetyRuleRow = typeof safetyRules.$inferSelect;

/** Where a held sale came from: a card checkout, pay on delivery, or a refill plan's charge. */
export const SAFETY_HOLD_SOURCES = ['checkout', 'pay-on-delivery', 'refill'] as const;
export type SafetyHoldSource = (typeof SAFETY_HOLD_SOURCES)[number];

/** awaiting a pharmacist; overridden (the sale may go ahead, with the reason); refused; used by the order it let through. */
export const SAFETY_HOLD_STATUSES = ['awaiting', 'overridden', 'refused', 'used'] as const;
export type SafetyHoldStatus = (typeof SAFETY_HOLD_STATUSES)[number];

/** One alert as a hold keeps it (domains/medication-safety/safety-rules.ts SafetyAlert, with its id). */
export type HeldAlert = {
  id: string;
  severity: 'block' | 'major' | 'moderate';
  kind: SafetyRuleKind;
  medicineIds: string[];
  ingredient?: string;
  message: { en: string; pcm: string };
  source: string;
  amounts?: { perUnitMg: (number | null)[]; combinedUnitMg: number; dailyMaxMg: number };
};

/**
 * A sale the clinical checks held for a pharmacist: a checkout (or pay on delivery) whose cart
 * meets a blocking alert for the person it is for, or a refill plan's charge that meets a blocking
 * or major one. Nothing is charged while it waits. The pharmacist overrides it with a reason (the
 * sale may then go ahead for exactly these alerts) or refuses it; either way audited, the shopper told.
 */
export const medicationSafetyHolds = pgTable(
  'medication_safety_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The medication profile of the person the sale is for (null: none, or it was removed since). */
    profileId: uuid().references(() => medicationProfiles.id, { onDelete: 'set null' }),
    source: text().$type<SafetyHoldSource>().notNull(),
    /** A refill's hold: its plan (no foreign key: the plan is the refills domain's). */
    refillPlanId: uuid(),
    lines: jsonb().$type<{ medicineId: string; medicineName: string; quantity: number }[]>().notNull(),
    alerts: jsonb().$type<HeldAlert[]>().notNull(),
    /** The hash of the blocking and major alerts' ids: an override stands for exactly these. */
    alertsHash: text().notNull(),
    status: text().$type<SafetyHoldStatus>().notNull().default('awaiting'),
    pharmacistId: uuid().references(() => users.id, { onDelete: 'set null' }),
    pharmacistName: text(),
    pharmacistRegistration: text(),
    reason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** The payment whose order used an override. */
    usedByReference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medication_safety_holds_user_idx').on(t.userId, t.createdAt),
    index('medication_safety_holds_awaiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'awaiting'`),
    check('medication_safety_holds_source_check', sql`${t.source} in ('checkout','pay-on-delivery','refill')`),
    check('medication_safety_holds_status_check', sql`${t.status} in ('awaiting','overridden','refused','used')`),
    check('medication_safety_holds_decided_check', sql`(${t.status} = 'awaiting') = (${t.decidedAt} is null)`),
  ],
);

export type MedicationSafetyHold = typeof medicationSafetyHolds.$inferSelect;
