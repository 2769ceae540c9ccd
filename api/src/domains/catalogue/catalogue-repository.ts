import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type Medicine,
  type MedicineCategory,
  medicineCategories,
  medicines,
  type NewMedicine,
  type NewMedicineCategory,
} from '../../platform/db/schema/catalogue';
import { orderLines } from '../../platform/db/schema/orders';
import { unitsOnHand } from '../stock/stock-read-model';
import { type AdminCategoryRow, adminCategories, adminMedicine, adminMedicines, type AdminMedicineRow } from './catalogue-admin-repository';
import type { AdminCategoryQuery, AdminMedicineQuery, SearchSort } from './catalogue-schemas';
import {
  CATEGORY_COLUMNS,
  LISTED_COLUMNS,
  type Listed,
  type ListedMedicine,
  type MedicineWithStock,
  nameContains,
  page,
  rows,
  SHOWN_IN_LISTS,
  shownMedicine,
  type Slice,
  stockJoin,
} from './catalogue-listing-repository';
import { sameFormAs } from './medicine-equivalents';
import { searchMedicines } from './medicine-search-repository';
import type { SearchPlan } from './search-vocabulary';
import type { PrescriptionOnly } from './medicine-class-rules';

export { containsPattern, type Listed, type ListedMedicine, type MedicineWithStock, type Slice } from './catalogue-listing-repository';
export type { AdminCategoryRow, AdminMedicineRow } from './catalogue-admin-repository';

/** Written the same way for comparing: lower case, no spaces ("80 mg / 480 mg" = "80mg/480mg"). */
const squeezed = (column: SQL) => sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;

/** All SQL of the catalogue: medicine categories and medicines. */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  /** Categories by name; with `search`, those whose name contains it (any case). A page carries its total. */
  async listCategories(options: { search?: string; slice: Slice }): Promise<Listed<MedicineCategory>> {
    const where = options.search ? sql`WHERE NOT c.hidden AND ${nameContains(sql`c.name`, options.search)}` : sql`WHERE NOT c.hidden`;
    if (!options.slice) {
      const found = await rows<MedicineCategory>(
        this.db,
        sql`SELECT ${CATEGORY_COLUMNS} FROM medicine_categories c ${where} ORDER BY c.name, c.id`,
      );
      return { rows: found, total: found.length };
    }
    return page<MedicineCategory>(
      this.db,
      sql`
      SELECT t.total, ${CATEGORY_COLUMNS}
      FROM (SELECT count(*)::int AS total FROM medicine_categories c ${where}) t
      LEFT JOIN LATERAL (SELECT * FROM medicine_categories c ${where} ORDER BY c.name, c.id LIMIT ${options.slice.limit} OFFSET ${options.slice.offset}) c ON true
      ORDER BY c.name, c.id`,
    );
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
    /** How the vocabulary read `search` (none: as plain words). */
    plan?: SearchPlan | null;
    categoryId?: string;
    featured?: boolean;
    sort?: SearchSort;
    slice: Slice;
  }): Promise<Listed<ListedMedicine>> {
    const filters: SQL[] = [];
    if (options.categoryId) filters.push(sql`m.category_id = ${options.categoryId}`);
    // Prescription-only medicines are never promoted to the public (NAFDAC's advertising rules):
    // they are sold, against a prescription, but not featured.
    if (options.featured) filters.push(sql`m.is_featured AND m.medicine_class <> 'pom'`);
    if (options.search) return searchMedicines(this.db, options.search, filters, options.slice, options.sort, options.plan ?? undefined);
    const conditions: SQL[] = [SHOWN_IN_LISTS, ...filters];
    const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    if (!options.slice) {
      const found = await rows<ListedMedicine>(
        this.db,
        sql`SELECT ${LISTED_COLUMNS} FROM medicines m ${stockJoin} ${where} ORDER BY m.name, m.id`,
      );
      return { rows: found, total: found.length };
    }
    // The page's ids come from the shown medicines' (name, id, category) index alone (an index-only
    // scan, even deep into the list); only those rows are read whole. The total is the sum of the
    // shown categories' counts (medicine_category_counts, kept by triggers), not a count of rows;
    // featured lists (about 1 in 100 medicines) are counted.
    const { limit, offset } = options.slice;
    const total = options.featured
      ? sql`SELECT count(*)::int AS total FROM medicines m ${where}`
      : sql`SELECT coalesce(sum(cc.shown_count), 0)::int AS total
          FROM medicine_category_counts cc JOIN medicine_categories c ON c.id = cc.category_id
          WHERE NOT c.hidden${options.categoryId ? sql` AND cc.category_id = ${options.categoryId}` : sql``}`;
    return page(
      this.db,
      sql`
      SELECT t.total, ${LISTED_COLUMNS}
      FROM (${total}) t
      LEFT JOIN LATERAL (SELECT m.id, m.name FROM medicines m ${where} ORDER BY m.name, m.id LIMIT ${limit} OFFSET ${offset}) p ON true
      LEFT JOIN medicines m ON m.id = p.id
      ${stockJoin}
      ORDER BY p.name, p.id`,
    );
  }

  /** A medicine the shop shows (it and its category not hidden), with its units on hand. */
  async findShownMedicine(id: string): Promise<MedicineWithStock | undefined> {
    const [row] = await this.db
      .select({ medicine: medicines, stockQuantity: unitsOnHand(medicines.id) })
      .from(medicines)
      .where(
        and(
          eq(medicines.id, id),
          sql`NOT ${medicines.hidden} AND ${medicines.categoryId} NOT IN (SELECT hc.id FROM medicine_categories hc WHERE hc.hidden)`,
        ),
      );
    return row && { ...row.medicine, stockQuantity: Number(row.stockQuantity) };
  }

  /**
   * The shown medicines with the same active ingredients, strength and form family
   * ({@link sameFormAs}) as `medicine` (not itself), cheapest first. Prescription-only ones only when
   * `withPrescriptionOnly`. None for a medicine whose ingredients or strength the catalogue does not say.
   */
  async equivalents(
    medicine: Pick<ListedMedicine, 'id' | 'activeIngredients' | 'strength' | 'dosageForm'>,
    options: { withPrescriptionOnly: boolean; limit: number },
  ): Promise<ListedMedicine[]> {
    if (!medicine.activeIngredients.trim() || !medicine.strength.trim()) return [];
    const { shown } = await shownMedicine(this.db);
    const forms = sameFormAs(medicine.dosageForm).map((form) => sql`${form}`);
    const conditions = [
      shown,
      sql`m.id <> ${medicine.id}`,
      sql`${squeezed(sql`m.active_ingredients`)} = ${squeezed(sql`${medicine.activeIngredients}`)}`,
      sql`${squeezed(sql`m.strength`)} = ${squeezed(sql`${medicine.strength}`)}`,
      sql`lower(trim(m.dosage_form)) IN (${sql.join(forms, sql`, `)})`,
    ];
    if (!options.withPrescriptionOnly) conditions.push(sql`m.medicine_class <> 'pom'`);
    return rows<ListedMedicine>(
      this.db,
      sql`SELECT ${LISTED_COLUMNS} FROM medicines m ${stockJoin} WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY m.price_kobo, m.name, m.id LIMIT ${options.limit}`,
    );
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

  async adminMedicines(query: AdminMedicineQuery, slice: Slice): Promise<Listed<AdminMedicineRow>> {
    return adminMedicines(this.db, query, slice);
  }

  async adminMedicine(id: string): Promise<AdminMedicineRow | undefined> {
    return adminMedicine(this.db, id);
  }

  async adminCategories(query: AdminCategoryQuery, slice: Slice): Promise<Listed<AdminCategoryRow>> {
    return adminCategories(this.db, query, slice);
  }

  /** Every prescription-only medicine, hidden ones too, as the class check compares them. */
  async prescriptionOnly(): Promise<PrescriptionOnly[]> {
    return this.db
      .select({
        id: medicines.id,
        name: medicines.name,
        activeIngredients: medicines.activeIngredients,
        manufacturer: medicines.manufacturer,
      })
      .from(medicines)
      .where(eq(medicines.medicineClass, 'pom'));
  }

  async insertMedicine(values: NewMedicine): Promise<Medicine> {
    const [row] = await this.db.insert(medicines).values(values).returning();
    return row;
  }
}
