import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * Cold chain (issue 51): null for a medicine kept at room temperature; else it is stored at 2–8 °C
     * and this is the most minutes a unit may spend out of the fridge and still go back into stock.
     */
    coldChainMaxMinutesOut: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    hidden: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Search's lower-cased copies of the name, description and active ingredients, kept by
     * PostgreSQL (generated columns, never written by the application): a search matches them
     * with LIKE on text lower-cased once, where ILIKE lower-cased the text on every test of every
     * row (four to five times the cost; docs/catalogue-latency.md, issue 54).
     */
    nameLc: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    descriptionLc: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(description)`),
    ingredientsLc: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(active_ingredients)`),
  },
  (t) => [
    check('medicines_price_kobo_positive', sql`${t.priceKobo} > 0`),
    check('medicines_class_valid', sql`${t.medicineClass} in ('otc', 'pharmacy', 'pom')`),
    check(
      'medicines_cold_chain_minutes_valid',
      sql`${t.coldChainMaxMinutesOut} IS NULL OR ${t.coldChainMaxMinutesOut} BETWEEN 1 AND 43200`,
    ),
    check('medicines_controlled_is_pom', sql`NOT ${t.controlled} OR ${t.medicineClass} = 'pom'`),
    index('medicines_category_idx').on(t.categoryId),
    index('medicines_featured_idx').on(t.isFeatured),
    /** Search reads names, descriptions and ingredients by substring (LIKE on the lower-cased copies). */
    index('medicines_name_lc_trgm_idx').using('gin', t.nameLc.op('gin_trgm_ops')),
    index('medicines_description_lc_trgm_idx').using('gin', t.descriptionLc.op('gin_trgm_ops')),
    index('medicines_ingredients_lc_trgm_idx').using('gin', t.ingredientsLc.op('gin_trgm_ops')),
    /**
     * Suggestions as a shopper types (suggest-repository.ts): names starting with the text (a
     * prefix, so two letters are served too). A word starting with it ("% pa%") is served by the
     * trigram index on name_lc (the space makes a word-start trigram, " pa").
     */
    index('medicines_shown_name_prefix_idx')
      .on(t.nameLc.op('text_pattern_ops'))
      .where(sql`NOT ${t.hidden}`),

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

/** What a vocabulary term leads search to (search-vocabulary.ts). */
export const SEARCH_TERM_KINDS = ['condition', 'ingredient', 'brand', 'product', 'category'] as const;
export type SearchTermKind = (typeof SEARCH_TERM_KINDS)[number];
/** How the term is written: English (Nigerian English included), Nigerian Pidgin, or a common misspelling. */
export const SEARCH_TERM_LANGUAGES = ['en', 'pcm', 'misspelling'] as const;
export type SearchTermLanguage = (typeof SEARCH_TERM_LANGUAGES)[number];

/**
 * The search vocabulary a pharmacist maintains (issue 54): a word or phrase shoppers type (lower
 * case, single spaces) and what it leads to. `target` is, by kind: a condition's phrases as the
 * medicines' descriptions write them (comma-separated), an active ingredient, the active ingredient
 * of a brand the shop does not stock, words of a product's name, or a category's name. Seeded by
 * migration 0052; edited by admins and pharmacists (audited).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: uuid().primaryKey().defaultRandom(),
    term: text().notNull(),
    kind: text().$type<SearchTermKind>().notNull(),
    target: text().notNull(),
    language: text().$type<SearchTermLanguage>().notNull().default('en'),
    /** Who last added or edited the term (null for the seeded ones). */
    editedBy: uuid(),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_terms_term_key').on(t.term),
    check('search_terms_kind_valid', sql`${t.kind} in ('condition', 'ingredient', 'brand', 'product', 'category')`),
    check('search_terms_language_valid', sql`${t.language} in ('en', 'pcm', 'misspelling')`),
    check('search_terms_term_written', sql`length(${t.term}) between 2 and 60 AND ${t.term} = lower(${t.term})`),
  ],
);

/**
 * Searches that answered no medicine, by week (its Monday, UTC) and normalised text, with how many
 * times: never who searched. The admin home lists the week's most frequent.
 */
export const unansweredSearches = pgTable(
  'unanswered_searches',
  {
    week: text().notNull(),
    query: text().notNull(),
    count: integer().notNull().default(1),
    lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.week, t.query] }), index('unanswered_searches_week_count_idx').on(t.week, t.count)],
);

export type MedicineCategory = typeof medicineCategories.$inferSelect;
export type NewMedicineCategory = typeof medicineCategories.$inferInsert;
export type Medicine = typeof medicines.$inferSelect;
export type NewMedicine = typeof medicines.$inferInsert;
export type MedicineNameWord = typeof medicineNameWords.$inferSelect;
export type SearchTerm = typeof searchTerms.$inferSelect;
