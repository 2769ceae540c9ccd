import { and, asc, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conditionPhrases } from './search-conditions';
import {
  type Medicine,
  type MedicineCategory,
  medicineCategories,
  medicines,
  type NewMedicine,
  type NewMedicineCategory,
} from '../db/schema/catalogue';
import { orderLines } from '../db/schema/orders';
import type { AdminCategoryQuery, AdminMedicineQuery, CategorySort, MedicineSort } from './catalogue-schemas';
import { LOW_STOCK_THRESHOLD } from './catalogue-schemas';

export type Slice = { limit: number; offset: number } | null;
export type Listed<T> = { rows: T[]; total: number };

/** `text` as a LIKE pattern that matches it literally anywhere (`%`, `_` and `\` escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const nameContains = (column: SQL, search: string) => sql`${column} ILIKE ${containsPattern(search)} ESCAPE '\\'`;

/** A medicine as lists read it: every column the storefront shows (not the timestamps). */
export type ListedMedicine = Omit<Medicine, 'createdAt' | 'updatedAt' | 'hidden' | 'version'>;

const LISTED_COLUMNS = sql.raw(
  'm.id, m.name, m.price_kobo AS "priceKobo", m.description, m.dosage, m.side_effects AS "sideEffects", ' +
    'm.image_url AS "imageUrl", m.category_id AS "categoryId", m.is_featured AS "isFeatured", ' +
    'm.active_ingredients AS "activeIngredients", m.strength, m.dosage_form AS "dosageForm", m.pack_size AS "packSize", ' +
    'm.manufacturer, m.nafdac_number AS "nafdacNumber", m.medicine_class AS "medicineClass", m.stock_quantity AS "stockQuantity"',
);

const CATEGORY_COLUMNS = sql.raw(
  'c.id, c.name, c.description, c.image_url AS "imageUrl", c.created_at AS "createdAt", c.hidden, c.version, c.updated_at AS "updatedAt"',
);

/** What the shop shows: a medicine that is not hidden, in a category that is not hidden. */
const SHOWN_MEDICINE = sql.raw('NOT m.hidden AND m.category_id NOT IN (SELECT hc.id FROM medicine_categories hc WHERE hc.hidden)');

export type AdminMedicineRow = Medicine & { categoryName: string; categoryHidden: boolean };
export type AdminCategoryRow = MedicineCategory & { medicineCount: number };

const MEDICINE_ORDER: Record<MedicineSort, SQL[]> = {
  name: [asc(medicines.name), asc(medicines.id)],
  '-name': [desc(medicines.name), desc(medicines.id)],
  price: [asc(medicines.priceKobo), asc(medicines.name), asc(medicines.id)],
  '-price': [desc(medicines.priceKobo), asc(medicines.name), asc(medicines.id)],
  stock: [asc(medicines.stockQuantity), asc(medicines.name), asc(medicines.id)],
  '-stock': [desc(medicines.stockQuantity), asc(medicines.name), asc(medicines.id)],
  updatedAt: [asc(medicines.updatedAt), asc(medicines.id)],
  '-updatedAt': [desc(medicines.updatedAt), desc(medicines.id)],
};

const medicineCount = sql<number>`(SELECT count(*)::int FROM medicines mc WHERE mc.category_id = "medicine_categories"."id")`;
const CATEGORY_ORDER: Record<CategorySort, SQL[]> = {
  name: [asc(medicineCategories.name), asc(medicineCategories.id)],
  '-name': [desc(medicineCategories.name), desc(medicineCategories.id)],
  medicines: [asc(medicineCount), asc(medicineCategories.name)],
  '-medicines': [desc(medicineCount), asc(medicineCategories.name)],
  updatedAt: [asc(medicineCategories.updatedAt), asc(medicineCategories.id)],
  '-updatedAt': [desc(medicineCategories.updatedAt), desc(medicineCategories.id)],
};

type SearchTerm = { term: string; found: boolean; corrections: { word: string; similarity: number }[] };

/** All SQL of the catalogue: medicine categories and medicines. */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  /** Categories by name; with `search`, those whose name contains it (any case). A page carries its total. */
  async listCategories(options: { search?: string; slice: Slice }): Promise<Listed<MedicineCategory>> {
    const where = options.search ? sql`WHERE NOT c.hidden AND ${nameContains(sql`c.name`, options.search)}` : sql`WHERE NOT c.hidden`;
    if (!options.slice) {
      const rows = await this.rows<MedicineCategory>(
        sql`SELECT ${CATEGORY_COLUMNS} FROM medicine_categories c ${where} ORDER BY c.name, c.id`,
      );
      return { rows, total: rows.length };
    }
    const { rows, total } = await this.page<MedicineCategory>(sql`
      SELECT t.total, ${CATEGORY_COLUMNS}
      FROM (SELECT count(*)::int AS total FROM medicine_categories c ${where}) t
      LEFT JOIN LATERAL (SELECT * FROM medicine_categories c ${where} ORDER BY c.name, c.id LIMIT ${options.slice.limit} OFFSET ${options.slice.offset}) c ON true
      ORDER BY c.name, c.id`);
    return { rows, total };
  }

  async findCategory(id: string): Promise<MedicineCategory | undefined> {
    const [row] = await this.db.select().from(medicineCategories).where(eq(medicineCategories.id, id));
    return row;
  }

  async findCategoryByName(name: string): Promise<MedicineCategory | undefined> {
    const [row] = await this.db
      .select()
      .from(medicineCategories)
      .where(sql`lower(${medicineCategories.name}) = lower(${name})`);
    return row;
  }

  async insertCategory(values: NewMedicineCategory): Promise<MedicineCategory> {
    const [row] = await this.db.insert(medicineCategories).values(values).returning();
    return row;
  }

  /**
   * Medicines, optionally of one category or featured only, by name (then id, so pages are stable).
   * With `search`, see {@link searchMedicines}. A page comes with the total in the same statement,
   * also for a page past the end.
   */
  async listMedicines(options: {
    search?: string;
    categoryId?: string;
    featured?: boolean;
    slice: Slice;
  }): Promise<Listed<ListedMedicine>> {
    const conditions: SQL[] = [SHOWN_MEDICINE];
    if (options.categoryId) conditions.push(sql`m.category_id = ${options.categoryId}`);
    // Prescription-only medicines are never promoted to the public (NAFDAC's advertising rules):
    // they are sold, against a prescription, but not featured.
    if (options.featured) conditions.push(sql`m.is_featured AND m.medicine_class <> 'pom'`);
    if (options.search) return this.searchMedicines(options.search, conditions, options.slice);
    const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    if (!options.slice) {
      const rows = await this.rows<ListedMedicine>(sql`SELECT ${LISTED_COLUMNS} FROM medicines m ${where} ORDER BY m.name, m.id`);
      return { rows, total: rows.length };
    }
    // The page's ids come from the (name, id) index alone (an index-only scan, even deep into the
    // list); only those rows are read whole. The count is one more index-only scan.
    const { limit, offset } = options.slice;
    return this.page(sql`
      SELECT t.total, ${LISTED_COLUMNS}
      FROM (SELECT count(*)::int AS total FROM medicines m ${where}) t
      LEFT JOIN LATERAL (SELECT m.id, m.name FROM medicines m ${where} ORDER BY m.name, m.id LIMIT ${limit} OFFSET ${offset}) p ON true
      LEFT JOIN medicines m ON m.id = p.id
      ORDER BY p.name, p.id`);
  }

  /**
   * Medicine search. Names containing the whole text (any case, every character literal) come
   * first. Then names containing every word of the text (runs of 3+ letters or digits, as names
   * are split into medicine_name_words): a word some name contains is matched as it is; a word no
   * name contains is corrected against that small dictionary (trigram similarity) and names
   * containing one of its closest three corrections match, closest first. The first query reads
   * only the dictionary; the second finds names by substring (ILIKE), which the trigram index on
   * names serves, and reads whole only the rows of the page.
   *
   * A name containing the whole text contains each of its words, so the words alone decide which
   * names match (the whole text only ranks); without words (e.g. '%', 'C') the whole text decides.
   *
   * After the names, medicines found by what they treat: their description or their category's
   * name contains the whole text (3+ characters), or a phrase of a condition the text names
   * (search-conditions.ts: "hypertension" → "blood pressure"). Those rank after every name match.
   */
  private async searchMedicines(text: string, filters: SQL[], slice: Slice): Promise<Listed<ListedMedicine>> {
    const terms = await this.searchTerms(text);
    const whole = nameContains(sql`m.name`, text);
    const termConditions: SQL[] = [];
    const closeness: SQL[] = [];
    for (const term of terms) {
      if (term.found) {
        termConditions.push(nameContains(sql`m.name`, term.term));
      } else if (term.corrections.length === 0) {
        termConditions.push(sql`false`); // a word no name contains or comes close to
      } else {
        termConditions.push(
          sql`(${sql.join(
            term.corrections.map((c) => nameContains(sql`m.name`, c.word)),
            sql` OR `,
          )})`,
        );
        if (term.corrections.length > 1) {
          const cases = term.corrections.map((c) => sql`WHEN ${nameContains(sql`m.name`, c.word)} THEN ${c.similarity}::real`);
          closeness.push(sql`CASE ${sql.join(cases, sql` `)} ELSE 0 END`);
        }
      }
    }
    const byName = termConditions.length ? sql.join(termConditions, sql` AND `) : whole;
    // Beyond names: the category's name or an active ingredient containing the whole text, and a
    // description containing a phrase of a condition the text names. Each condition is on the
    // medicine's own row and served by an index; a description is read only for a named condition
    // (reading every description for every search cost about four times the search throughput).
    const typed = text.trim();
    const byUseParts: SQL[] = [];
    if (typed.length >= 3) {
      // The few categories named are looked up first, so the medicines' condition is a plain list of
      // ids (an index scan) rather than a subquery the planner can only run as a filter on every row.
      const named = await this.rows<{ id: string }>(sql`SELECT c.id FROM medicine_categories c WHERE ${nameContains(sql`c.name`, typed)}`);
      if (named.length)
        byUseParts.push(
          sql`m.category_id IN (${sql.join(
            named.map((c) => sql`${c.id}`),
            sql`, `,
          )})`,
        );
      byUseParts.push(nameContains(sql`m.active_ingredients`, typed));
    }
    for (const phrase of conditionPhrases(text)) byUseParts.push(nameContains(sql`m.description`, phrase));
    const byUse = byUseParts.length ? sql.join(byUseParts, sql` OR `) : sql`false`;
    const where = sql.join([...filters, sql`((${byName}) OR (${byUse}))`], sql` AND `);
    const rank = sql`(${whole})::int AS whole, (${byName})::int AS by_name, ${closeness.length ? sql.join(closeness, sql` + `) : sql`0::real`} AS closeness`;
    const order = sql`whole DESC, by_name DESC, closeness DESC, name, id`;
    const from = sql`medicines m`;
    if (!slice) {
      const rows = await this.rows<ListedMedicine>(sql`
        SELECT ${LISTED_COLUMNS} FROM (SELECT m.*, ${rank} FROM ${from} WHERE ${where}) m ORDER BY ${order}`);
      return { rows, total: rows.length };
    }
    // The matches are found once (narrow rows), counted, and only the page's rows are read whole.
    return this.page(sql`
      WITH hits AS MATERIALIZED (SELECT m.id, m.name, ${rank} FROM ${from} WHERE ${where})
      SELECT t.total, ${LISTED_COLUMNS}
      FROM (SELECT count(*)::int AS total FROM hits) t
      LEFT JOIN LATERAL (SELECT * FROM hits ORDER BY ${order} LIMIT ${slice.limit} OFFSET ${slice.offset}) p ON true
      LEFT JOIN medicines m ON m.id = p.id
      ORDER BY p.whole DESC, p.by_name DESC, p.closeness DESC, p.name, p.id`);
  }

  /**
   * The words of a search (split as names are split into medicine_name_words, 3+ characters), each
   * either found (some name contains it) or with its closest dictionary words: similarity at least
   * pg_trgm.similarity_threshold (0.3 by default), best three first.
   */
  private async searchTerms(text: string): Promise<SearchTerm[]> {
    // One pass over the dictionary per word: words containing it first (then it is found as
    // typed), else the closest spellings.
    const rows = await this.rows<{ term: string; word: string | null; contains: boolean | null; similarity: number | null }>(sql`
      WITH q AS (SELECT DISTINCT w AS term FROM medicine_name_word_list(${text}) AS w WHERE length(w) >= 3)
      SELECT q.term, c.word, c.contains, c.similarity
      FROM q
      LEFT JOIN LATERAL (
        SELECT d.word, strpos(d.word, q.term) > 0 AS contains, similarity(q.term, d.word) AS similarity
        FROM medicine_name_words d
        WHERE d.word LIKE '%' || q.term || '%' OR d.word % q.term
        ORDER BY 2 DESC, 3 DESC, d.name_count DESC, d.word
        LIMIT 3
      ) c ON true
      ORDER BY q.term, c.contains DESC, c.similarity DESC, c.word`);
    const terms = new Map<string, SearchTerm>();
    for (const row of rows) {
      let term = terms.get(row.term);
      if (!term) terms.set(row.term, (term = { term: row.term, found: row.contains === true, corrections: [] }));
      if (!term.found && row.word !== null) term.corrections.push({ word: row.word, similarity: Number(row.similarity) });
    }
    return [...terms.values()];
  }

  /** A page query's rows (one row of null columns when the page is past the end) and the total they carry. */
  private async page<T extends { id: string } = ListedMedicine>(query: SQL): Promise<Listed<T>> {
    const rows = await this.rows<T & { total: number }>(query);
    const total = rows.length ? Number(rows[0].total) : 0;
    return { rows: rows.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as unknown as T), total };
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    const result = (await this.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  async findMedicine(id: string): Promise<Medicine | undefined> {
    const [row] = await this.db.select().from(medicines).where(eq(medicines.id, id));
    return row;
  }

  /** A medicine the shop shows (it and its category not hidden). */
  async findShownMedicine(id: string): Promise<Medicine | undefined> {
    const [row] = await this.db
      .select()
      .from(medicines)
      .where(
        and(
          eq(medicines.id, id),
          sql`NOT ${medicines.hidden} AND ${medicines.categoryId} NOT IN (SELECT hc.id FROM medicine_categories hc WHERE hc.hidden)`,
        ),
      );
    return row;
  }

  async transaction<T>(work: (repository: CatalogueRepository, transaction: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new CatalogueRepository(tx as unknown as Database), tx as unknown as Database));
  }

  async lockMedicine(id: string): Promise<Medicine | undefined> {
    const [row] = await this.db.select().from(medicines).where(eq(medicines.id, id)).for('update');
    return row;
  }

  async lockCategory(id: string): Promise<MedicineCategory | undefined> {
    const [row] = await this.db.select().from(medicineCategories).where(eq(medicineCategories.id, id)).for('update');
    return row;
  }

  /** Saves an edit and moves the version on by one. */
  async updateMedicine(id: string, values: Partial<NewMedicine>): Promise<Medicine> {
    const [row] = await this.db
      .update(medicines)
      .set({ ...values, version: sql`${medicines.version} + 1`, updatedAt: sql`now()` })
      .where(eq(medicines.id, id))
      .returning();
    return row;
  }

  async updateCategory(id: string, values: Partial<NewMedicineCategory>): Promise<MedicineCategory> {
    const [row] = await this.db
      .update(medicineCategories)
      .set({ ...values, version: sql`${medicineCategories.version} + 1`, updatedAt: sql`now()` })
      .where(eq(medicineCategories.id, id))
      .returning();
    return row;
  }

  async deleteMedicine(id: string): Promise<void> {
    await this.db.delete(medicines).where(eq(medicines.id, id));
  }

  async deleteCategory(id: string): Promise<void> {
    await this.db.delete(medicineCategories).where(eq(medicineCategories.id, id));
  }

  /** How many order lines name this medicine (an order keeps its lines for ever). */
  async orderLinesOf(medicineId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .where(eq(orderLines.medicineId, medicineId));
    return Number(row.n);
  }

  async medicinesIn(categoryId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(medicines)
      .where(eq(medicines.categoryId, categoryId));
    return Number(row.n);
  }

  /** Admin list: every medicine, hidden ones too, filtered, sorted and paged here. */
  async adminMedicines(query: AdminMedicineQuery, slice: Slice): Promise<Listed<AdminMedicineRow>> {
    const conditions: SQL[] = [];
    if (query.search) {
      const pattern = containsPattern(query.search);
      conditions.push(
        or(
          ilike(medicines.name, pattern),
          ilike(medicines.activeIngredients, pattern),
          ilike(medicines.manufacturer, pattern),
          ilike(medicines.nafdacNumber, pattern),
        )!,
      );
    }
    if (query.categoryId) conditions.push(eq(medicines.categoryId, query.categoryId));
    if (query.medicineClass) conditions.push(eq(medicines.medicineClass, query.medicineClass));
    if (query.hidden !== undefined) conditions.push(eq(medicines.hidden, query.hidden));
    if (query.stock === 'out-of-stock') conditions.push(eq(medicines.stockQuantity, 0));
    if (query.stock === 'low-stock')
      conditions.push(and(gt(medicines.stockQuantity, 0), lte(medicines.stockQuantity, LOW_STOCK_THRESHOLD))!);
    if (query.stock === 'in-stock') conditions.push(gt(medicines.stockQuantity, LOW_STOCK_THRESHOLD));
    const where = conditions.length ? and(...conditions) : undefined;
    const base = this.db
      .select({ medicine: medicines, categoryName: medicineCategories.name, categoryHidden: medicineCategories.hidden })
      .from(medicines)
      .innerJoin(medicineCategories, eq(medicineCategories.id, medicines.categoryId))
      .where(where)
      .orderBy(...MEDICINE_ORDER[query.sort]);
    const rows = slice ? await base.limit(slice.limit).offset(slice.offset) : await base;
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(medicines)
      .where(where);
    return {
      rows: rows.map((r) => ({ ...r.medicine, categoryName: r.categoryName, categoryHidden: r.categoryHidden })),
      total: Number(n),
    };
  }

  async adminMedicine(id: string): Promise<AdminMedicineRow | undefined> {
    const [row] = await this.db
      .select({ medicine: medicines, categoryName: medicineCategories.name, categoryHidden: medicineCategories.hidden })
      .from(medicines)
      .innerJoin(medicineCategories, eq(medicineCategories.id, medicines.categoryId))
      .where(eq(medicines.id, id));
    return row && { ...row.medicine, categoryName: row.categoryName, categoryHidden: row.categoryHidden };
  }

  /** Admin list of categories, hidden ones too, with how many medicines each holds. */
  async adminCategories(query: AdminCategoryQuery, slice: Slice): Promise<Listed<AdminCategoryRow>> {
    const conditions: SQL[] = [];
    if (query.search) conditions.push(ilike(medicineCategories.name, containsPattern(query.search)));
    if (query.hidden !== undefined) conditions.push(eq(medicineCategories.hidden, query.hidden));
    const where = conditions.length ? and(...conditions) : undefined;
    const base = this.db
      .select({ category: medicineCategories, medicineCount })
      .from(medicineCategories)
      .where(where)
      .orderBy(...CATEGORY_ORDER[query.sort]);
    const rows = slice ? await base.limit(slice.limit).offset(slice.offset) : await base;
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(medicineCategories)
      .where(where);
    return { rows: rows.map((r) => ({ ...r.category, medicineCount: Number(r.medicineCount) })), total: Number(n) };
  }

  async insertMedicine(values: NewMedicine): Promise<Medicine> {
    const [row] = await this.db.insert(medicines).values(values).returning();
    return row;
  }
}
