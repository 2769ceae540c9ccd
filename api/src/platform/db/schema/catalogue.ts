import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { editable } from './editable';

/** Over the counter, pharmacy-only (sold by a pharmacist, no prescription), prescription-only (POM). */
export const MEDICINE_CLASSES = ['otc', 'pharmacy', 'pom'] as const;
export type MedicineClass = (typeof MEDICINE_CLASSES)[number];

export const medicineCategories = pgTable(
  'medicine_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [
    uniqueIndex('medicine_categories_name_lower_key').on(sql`lower(${t.name})`),
    index('medicine_categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const medicines = pgTable(
  'medicines',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Price in kobo (1 naira = 100 kobo). JSON carries naira. */
    priceKobo: integer().notNull(),
    description: text().notNull().default(''),
    dosage: text().notNull().default(''),
    sideEffects: text().notNull().default(''),
    imageUrl: text(),
    categoryId: uuid()
      .notNull()
      .references(() => medicineCategories.id, { onDelete: 'restrict' }),
    isFeatured: boolean().notNull().default(false),
    /** Product facts: active ingredient(s), their strength, form, pack, maker, NAFDAC number, class. */
    activeIngredients: text().notNull().default(''),
    strength: text().notNull().default(''),
    dosageForm: text().notNull().default(''),
    packSize: text().notNull().default(''),
    manufacturer: text().notNull().default(''),
    nafdacNumber: text().notNull().default(''),
    /** No default: whoever adds a medicine chooses its class (issue 30). */
    medicineClass: text().$type<MedicineClass>().notNull(),
    /** Controlled (codeine, tramadol...): prescription-only, and capped per order and per 30 days (controlled/). */
    controlled: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    hidden: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('medicines_price_kobo_positive', sql`${t.priceKobo} > 0`),
    check('medicines_class_valid', sql`${t.medicineClass} in ('otc', 'pharmacy', 'pom')`),
    check('medicines_controlled_is_pom', sql`NOT ${t.controlled} OR ${t.medicineClass} = 'pom'`),
    index('medicines_category_idx').on(t.categoryId),
    index('medicines_featured_idx').on(t.isFeatured),
    index('medicines_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    /** Search by what a medicine treats and what it contains reads these by substring (ILIKE). */
    index('medicines_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('medicines_active_ingredients_trgm_idx').using('gin', t.activeIngredients.op('gin_trgm_ops')),
    /** Lists are ordered by name (then id, for stable pages). */
    index('medicines_name_id_idx').on(t.name, t.id),
    index('medicines_category_name_idx').on(t.categoryId, t.name, t.id),
    /**
     * The shop's lists (medicines not hidden, by name; of one category, by name) walk these alone,
     * index-only: they carry the category id, which the hidden categories' filter needs.
     */
    index('medicines_shown_name_idx')
      .on(t.name, t.id, t.categoryId)
      .where(sql`NOT ${t.hidden}`),
    index('medicines_shown_category_name_idx')
      .on(t.categoryId, t.name, t.id)
      .where(sql`NOT ${t.hidden}`),
  ],
);

/**
 * How many medicines of each category are not hidden, kept by triggers on medicines (migration
 * 0013); never written by the application. A list's total is the sum over the categories shown,
 * instead of counting ten thousand rows for every page.
 */
export const medicineCategoryCounts = pgTable('medicine_category_counts', {
  categoryId: uuid()
    .primaryKey()
    .references(() => medicineCategories.id, { onDelete: 'cascade' }),
  shownCount: integer().notNull().default(0),
});

/**
 * The distinct lower-cased words of medicine names (split at anything not a letter or digit) and
 * how many names use each: the small dictionary a misspelt search word is corrected against.
 * Triggers on medicines keep it current (migration 0003); never written by the application.
 */
export const medicineNameWords = pgTable(
  'medicine_name_words',
  {
    word: text().primaryKey(),
    nameCount: integer().notNull(),
  },
  (t) => [index('medicine_name_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export type MedicineCategory = typeof medicineCategories.$inferSelect;
export type NewMedicineCategory = typeof medicineCategories.$inferInsert;
export type Medicine = typeof medicines.$inferSelect;
export type NewMedicine = typeof medicines.$inferInsert;
export type MedicineNameWord = typeof medicineNameWords.$inferSelect;
