import { and, asc, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type MedicineCategory, medicineCategories, medicines } from '../../platform/db/schema/catalogue';
import { unitsOnHand } from '../stock/stock-read-model';
import type { AdminCategoryQuery, AdminMedicineQuery, CategorySort, MedicineSort } from './catalogue-schemas';
import { LOW_STOCK_THRESHOLD } from './catalogue-schemas';
import { containsPattern, type Listed, type MedicineWithStock, type Slice } from './catalogue-listing-repository';

/**
 * The admin's reads of the catalogue: every medicine and category, hidden ones too (CatalogueRepository's
 * admin lists, kept apart so each file stays readable).
 */

export type AdminMedicineRow = MedicineWithStock & { categoryName: string; categoryHidden: boolean };
export type AdminCategoryRow = MedicineCategory & { medicineCount: number };

const stockQuantity = unitsOnHand(medicines.id);

const MEDICINE_ORDER: Record<MedicineSort, SQL[]> = {
  name: [asc(medicines.name), asc(medicines.id)],
  '-name': [desc(medicines.name), desc(medicines.id)],
  price: [asc(medicines.priceKobo), asc(medicines.name), asc(medicines.id)],
  '-price': [desc(medicines.priceKobo), asc(medicines.name), asc(medicines.id)],
  stock: [asc(stockQuantity), asc(medicines.name), asc(medicines.id)],
  '-stock': [desc(stockQuantity), asc(medicines.name), asc(medicines.id)],
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

const adminMedicineColumns = {
  medicine: medicines,
  stockQuantity,
  categoryName: medicineCategories.name,
  categoryHidden: medicineCategories.hidden,
};

type AdminMedicineSelect = {
  medicine: typeof medicines.$inferSelect;
  stockQuantity: number;
  categoryName: string;
  categoryHidden: boolean;
};
const toRow = (r: AdminMedicineSelect): AdminMedicineRow => ({
  ...r.medicine,
  stockQuantity: Number(r.stockQuantity),
  categoryName: r.categoryName,
  categoryHidden: r.categoryHidden,
});

function medicineConditions(query: AdminMedicineQuery): SQL | undefined {
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
  if (query.stock === 'out-of-stock') conditions.push(eq(stockQuantity, 0));
  if (query.stock === 'low-stock') conditions.push(and(gt(stockQuantity, 0), lte(stockQuantity, LOW_STOCK_THRESHOLD))!);
  if (query.stock === 'in-stock') conditions.push(gt(stockQuantity, LOW_STOCK_THRESHOLD));
  return conditions.length ? and(...conditions) : undefined;
}

/** Admin list: every medicine, hidden ones too, filtered, sorted and paged here. */
export async function adminMedicines(db: Database, query: AdminMedicineQuery, slice: Slice): Promise<Listed<AdminMedicineRow>> {
  const where = medicineConditions(query);
  const base = db
    .select(adminMedicineColumns)
    .from(medicines)
    .innerJoin(medicineCategories, eq(medicineCategories.id, medicines.categoryId))
    .where(where)
    .orderBy(...MEDICINE_ORDER[query.sort]);
  const found = slice ? await base.limit(slice.limit).offset(slice.offset) : await base;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(medicines)
    .where(where);
  return { rows: found.map(toRow), total: Number(n) };
}

export async function adminMedicine(db: Database, id: string): Promise<AdminMedicineRow | undefined> {
  const [row] = await db
    .select(adminMedicineColumns)
    .from(medicines)
    .innerJoin(medicineCategories, eq(medicineCategories.id, medicines.categoryId))
    .where(eq(medicines.id, id));
  return row && toRow(row);
}

/** Admin list of categories, hidden ones too, with how many medicines each holds. */
export async function adminCategories(db: Database, query: AdminCategoryQuery, slice: Slice): Promise<Listed<AdminCategoryRow>> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(medicineCategories.name, containsPattern(query.search)));
  if (query.hidden !== undefined) conditions.push(eq(medicineCategories.hidden, query.hidden));
  const where = conditions.length ? and(...conditions) : undefined;
  const base = db
    .select({ category: medicineCategories, medicineCount })
    .from(medicineCategories)
    .where(where)
    .orderBy(...CATEGORY_ORDER[query.sort]);
  const found = slice ? await base.limit(slice.limit).offset(slice.offset) : await base;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(medicineCategories)
    .where(where);
  return { rows: found.map((r) => ({ ...r.category, medicineCount: Number(r.medicineCount) })), total: Number(n) };
}
