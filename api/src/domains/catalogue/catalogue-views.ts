import { imageSrcSet } from '../../platform/images/image-store';
import type { MedicineCategory as CategoryRow, MedicineClass } from '../../platform/db/schema/catalogue';
import type { AdminCategoryRow, AdminMedicineRow, ListedMedicine } from './catalogue-repository';
import { LOW_STOCK_THRESHOLD, type StockStatus } from './catalogue-schemas';

/** The catalogue's answers as clients read them, made from the repository's rows. */

/** A medicine as the storefront reads it: spec field names, price in naira, facts and stock state. */
export type MedicineView = {
  id: string;
  name: string;
  price: number;
  description: string;
  imageUrl: string | null;
  imageSrcSet: string | null;
  dosage: string;
  sideEffects: string;
  categoryId: string;
  isFeatured: boolean;
  activeIngredients: string;
  strength: string;
  dosageForm: string;
  packSize: string;
  manufacturer: string;
  nafdacNumber: string;
  medicineClass: MedicineClass;
  controlled: boolean;
  /** Stored at 2–8 °C: the most minutes a unit may spend out of the fridge; null when kept at room temperature. */
  coldChain: { maxMinutesOut: number } | null;
  prescriptionRequired: boolean;
  stockStatus: StockStatus;
  stockLeft: number | null;
};

export type AdminMedicineView = MedicineView & {
  stockQuantity: number;
  hidden: boolean;
  version: number;
  categoryName: string;
  categoryHidden: boolean;
  createdAt: string;
  updatedAt: string;
};

export type AdminCategoryView = CategoryView & { hidden: boolean; version: number; medicineCount: number; updatedAt: string };

export function stockStatus(quantity: number): StockStatus {
  if (quantity <= 0) return 'out-of-stock';
  return quantity <= LOW_STOCK_THRESHOLD ? 'low-stock' : 'in-stock';
}

export type CategoryView = {
  medicineCategoryId: string;
  name: string;
  description: string;
  imageUrl: string | null;
  imageSrcSet: string | null;
};

export type Page<T> = { items: T[]; total: number };

export const toMedicineView = (row: ListedMedicine): MedicineView => ({
  id: row.id,
  name: row.name,
  price: row.priceKobo / 100,
  description: row.description,
  imageUrl: row.imageUrl,
  imageSrcSet: imageSrcSet(row.imageUrl),
  dosage: row.dosage,
  sideEffects: row.sideEffects,
  categoryId: row.categoryId,
  isFeatured: row.isFeatured,
  activeIngredients: row.activeIngredients,
  strength: row.strength,
  dosageForm: row.dosageForm,
  packSize: row.packSize,
  manufacturer: row.manufacturer,
  nafdacNumber: row.nafdacNumber,
  medicineClass: row.medicineClass,
  controlled: row.controlled === true,
  coldChain: row.coldChainMaxMinutesOut ? { maxMinutesOut: row.coldChainMaxMinutesOut } : null,
  prescriptionRequired: row.medicineClass === 'pom',
  stockStatus: stockStatus(row.stockQuantity),
  stockLeft: row.stockQuantity <= LOW_STOCK_THRESHOLD ? Math.max(0, row.stockQuantity) : null,
});

export const toAdminMedicineView = (row: AdminMedicineRow): AdminMedicineView => ({
  ...toMedicineView(row),
  stockQuantity: row.stockQuantity,
  hidden: row.hidden,
  version: row.version,
  categoryName: row.categoryName,
  categoryHidden: row.categoryHidden,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCategoryView = (row: CategoryRow): CategoryView => ({
  medicineCategoryId: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  imageSrcSet: imageSrcSet(row.imageUrl),
});

export const toAdminCategoryView = (row: AdminCategoryRow): AdminCategoryView => ({
  ...toCategoryView(row),
  hidden: row.hidden,
  version: row.version,
  medicineCount: row.medicineCount,
  updatedAt: row.updatedAt.toISOString(),
});
