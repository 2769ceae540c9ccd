import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { Medicine } from '../../platform/db/schema/catalogue';
import { stockJoin, stockQuantityColumn } from '../stock/stock-read-model';

/**
 * The catalogue's repository for what its lists share: the shop's filter (which medicines are shown),
 * the listed columns, LIKE patterns and pages. catalogue-repository.ts, catalogue-admin-repository.ts
 * and medicine-search-repository.ts compose their queries from these.
 */

export type Slice = { limit: number; offset: number } | null;
export type Listed<T> = { rows: T[]; total: number };

/** `text` as a LIKE pattern that matches it literally anywhere (`%`, `_` and `\` escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const nameContains = (column: SQL, search: string) => sql`${column} ILIKE ${containsPattern(search)} ESCAPE '\\'`;

/**
 * {@link nameContains} for a lower-cased copy of a medicine's text (`m.name_lc`, `m.description_lc`,
 * `m.ingredients_lc`, generated columns): LIKE with the text lower-cased once here, where ILIKE
 * lower-cased the row's text on every test (four to five times slower, docs/catalogue-latency.md).
 * The trigram indexes are on these columns.
 */
export const lowerContains = (column: SQL, search: string) => sql`${column} LIKE ${containsPattern(search.toLowerCase())} ESCAPE '\\'`;

/** A medicine with its units on hand (the stock domain's, read through its read model). */
export type MedicineWithStock = Medicine & { stockQuantity: number };

/** A medicine as lists read it: every column the storefront shows (not the timestamps). */
export type ListedMedicine = Omit<MedicineWithStock, 'createdAt' | 'updatedAt' | 'hidden' | 'version'>;

/** The listed columns of `medicines m`; the query must join the stock read model (`stockJoin`). */
export const LISTED_COLUMNS = sql.join([
  sql.raw(
    'm.id, m.name, m.price_kobo AS "priceKobo", m.description, m.dosage, m.side_effects AS "sideEffects", ' +
      'm.image_url AS "imageUrl", m.category_id AS "categoryId", m.is_featured AS "isFeatured", ' +
      'm.active_ingredients AS "activeIngredients", m.strength, m.dosage_form AS "dosageForm", m.pack_size AS "packSize", ' +
      'm.manufacturer, m.nafdac_number AS "nafdacNumber", m.medicine_class AS "medicineClass", m.controlled, m.cold_chain_max_minutes_out AS "coldChainMaxMinutesOut", ',
  ),
  stockQuantityColumn,
  sql.raw(' AS "stockQuantity"'),
]);

export { stockJoin };

export const CATEGORY_COLUMNS = sql.raw(
  'c.id, c.name, c.description, c.image_url AS "imageUrl", c.created_at AS "createdAt", c.hidden, c.version, c.updated_at AS "updatedAt"',
);

/** A category as the shop's filter needs it: hidden, or named by the search (its name contains the text). */
export type CategoryFlags = { id: string; hidden: boolean; named: boolean };

/**
 * The categories that are hidden or that `search` names (3+ characters: a search also finds
 * medicines by their category's name), as a query returning {@link CategoryFlags} rows.
 */
export function flaggedCategories(search?: string): SQL {
  const named = search && search.length >= 3 ? nameContains(sql`hc.name`, search) : sql`false`;
  return sql`SELECT hc.id, hc.hidden, ${named} AS named FROM medicine_categories hc WHERE hc.hidden OR ${named} ORDER BY hc.id`;
}

/**
 * What the shop shows: a medicine that is not hidden, in a category that is not hidden. The hidden
 * categories' ids (a few at most) are read first and written into the query as values: as a
 * subquery (NOT IN (SELECT ...)) the planner guessed it removed half the medicines, and sorted the
 * whole table for a page instead of walking the name index. The partial indexes on shown
 * medicines carry the category id, so this filter needs no table reads.
 */
export function shownFrom(categories: CategoryFlags[]): { shown: SQL; namedCategoryIds: string[] } {
  const namedCategoryIds = categories.filter((c) => c.named).map((c) => c.id);
  const hidden = categories.filter((c) => c.hidden);
  if (!hidden.length) return { shown: sql`NOT m.hidden`, namedCategoryIds };
  const ids = sql.join(
    hidden.map((c) => sql`${c.id}`),
    sql`, `,
  );
  return { shown: sql`NOT m.hidden AND m.category_id NOT IN (${ids})`, namedCategoryIds };
}

/**
 * {@link shownFrom} in the same statement, for lists: the hidden categories' ids as an array the
 * query computes first (an InitPlan), so the page walks the shown medicines' name index as with
 * written-in ids, without a second round trip to read the categories (one statement per page).
 */
export const SHOWN_IN_LISTS = sql`NOT m.hidden AND m.category_id <> ALL (ARRAY(SELECT hc.id FROM medicine_categories hc WHERE hc.hidden))`;

/** {@link shownFrom} with its own read of the categories. */
export async function shownMedicine(db: Database, search?: string): Promise<{ shown: SQL; namedCategoryIds: string[] }> {
  return shownFrom(await rows<CategoryFlags>(db, flaggedCategories(search)));
}

export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A page query's rows (one row of null columns when the page is past the end) and the total they carry. */
export async function page<T extends { id: string } = ListedMedicine>(db: Database, query: SQL): Promise<Listed<T>> {
  const found = await rows<T & { total: number }>(db, query);
  const total = found.length ? Number(found[0].total) : 0;
  return { rows: found.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as unknown as T), total };
}
