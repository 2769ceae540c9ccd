import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Medicine, type MedicineCategory, medicineCategories, medicines, type NewMedicine, type NewMedicineCategory } from '../db/schema/catalogue';

export type Slice = { limit: number; offset: number } | null;
export type Listed<T> = { rows: T[]; total: number };

/** `text` as a LIKE pattern that matches it literally anywhere (`%`, `_` and `\` escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const nameContains = (column: typeof medicines.name | typeof medicineCategories.name, search: string) =>
  sql`${column} ILIKE ${containsPattern(search)} ESCAPE '\\'`;

/** All SQL of the catalogue: medicine categories and medicines. */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  /** Categories by name; with `search`, those whose name contains it (any case). */
  async listCategories(options: { search?: string; slice: Slice }): Promise<Listed<MedicineCategory>> {
    const where = options.search ? nameContains(medicineCategories.name, options.search) : undefined;
    const query = this.db.select().from(medicineCategories).where(where).orderBy(asc(medicineCategories.name), asc(medicineCategories.id));
    if (!options.slice) {
      const rows = await query;
      return { rows, total: rows.length };
    }
    const [rows, total] = await Promise.all([query.limit(options.slice.limit).offset(options.slice.offset), this.countCategories(where)]);
    return { rows, total };
  }

  private async countCategories(where: SQL | undefined): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(medicineCategories).where(where);
    return row.n;
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
   * Medicines, optionally of one category or featured only. With `search`: names containing the
   * text (any case) first, then close spellings by trigram word similarity (`<%`, which the
   * trigram index serves), best match first.
   */
  async listMedicines(options: { search?: string; categoryId?: string; featured?: boolean; slice: Slice }): Promise<Listed<Medicine>> {
    const conditions: SQL[] = [];
    if (options.categoryId) conditions.push(eq(medicines.categoryId, options.categoryId));
    if (options.featured) conditions.push(eq(medicines.isFeatured, true));
    let order: SQL[] = [asc(medicines.name), asc(medicines.id)];
    if (options.search) {
      const contains = nameContains(medicines.name, options.search);
      conditions.push(sql`(${contains} OR ${options.search} <% ${medicines.name})`);
      order = [sql`(${contains}) DESC`, sql`word_similarity(${options.search}, ${medicines.name}) DESC`, ...order];
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const query = this.db.select().from(medicines).where(where).orderBy(...order);
    if (!options.slice) {
      const rows = await query;
      return { rows, total: rows.length };
    }
    const [rows, total] = await Promise.all([query.limit(options.slice.limit).offset(options.slice.offset), this.countMedicines(where)]);
    return { rows, total };
  }

  private async countMedicines(where: SQL | undefined): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(medicines).where(where);
    return row.n;
  }

  async findMedicine(id: string): Promise<Medicine | undefined> {
    const [row] = await this.db.select().from(medicines).where(eq(medicines.id, id));
    return row;
  }

  async insertMedicine(values: NewMedicine): Promise<Medicine> {
    const [row] = await this.db.insert(medicines).values(values).returning();
    return row;
  }
}
