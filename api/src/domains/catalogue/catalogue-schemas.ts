import { uuid } from '../../platform/http/schemas';
import { pagingQueryProperties } from '../../platform/lib/paging';
import { LIMITS, LOW_STOCK_THRESHOLD, MEDICINE_CLASSES, nullableText, STOCK_STATUSES, STORED_NAFDAC_PATTERN } from './catalogue-fields';

export * from './catalogue-fields';
export * from './catalogue-admin-schemas';

export const medicine = {
  $id: 'Medicine',
  type: 'object',
  required: [
    'id',
    'name',
    'price',
    'description',
    'imageUrl',
    'dosage',
    'sideEffects',
    'categoryId',
    'isFeatured',
    'activeIngredients',
    'strength',
    'dosageForm',
    'packSize',
    'manufacturer',
    'nafdacNumber',
    'medicineClass',
    'prescriptionRequired',
    'stockStatus',
    'stockLeft',
  ],
  properties: {
    id: uuid,
    name: { type: 'string' },
    price: { type: 'number', description: 'Naira' },
    description: { type: 'string' },
    imageUrl: { ...nullableText, description: 'The 400-pixel WebP for images stored here' },
    imageSrcSet: { ...nullableText, description: 'srcset text (200w, 400w, 800w) for images stored here' },
    dosage: { type: 'string' },
    sideEffects: { type: 'string' },
    categoryId: uuid,
    isFeatured: { type: 'boolean' },
    activeIngredients: { type: 'string', description: 'Active ingredient(s), e.g. "Artemether, lumefantrine"' },
    strength: { type: 'string', description: 'e.g. "80 mg / 480 mg"' },
    dosageForm: { type: 'string', description: 'tablet, syrup, cream… ("" when not given)' },
    packSize: { type: 'string', description: 'e.g. "24 tablets"' },
    manufacturer: { type: 'string' },
    nafdacNumber: {
      type: 'string',
      pattern: STORED_NAFDAC_PATTERN,
      description: 'NAFDAC registration number in capitals, e.g. A4-0237 ("" when not given)',
    },
    medicineClass: {
      type: 'string',
      enum: MEDICINE_CLASSES,
      description: 'otc: over the counter; pharmacy: pharmacy-only; pom: prescription-only',
    },
    controlled: {
      type: 'boolean',
      description: 'A controlled medicine (codeine, tramadol...): prescription-only, with quantity caps per order and per 30 days',
    },
    coldChain: {
      type: ['object', 'null'],
      required: ['maxMinutesOut'],
      properties: { maxMinutesOut: { type: 'integer', description: 'Most minutes a unit may spend out of the fridge' } },
      description: 'Store at 2–8 °C (insulin, vaccines): delivered same day or collected, packed last with a cold box; null otherwise',
    },
    prescriptionRequired: { type: 'boolean', description: 'true for prescription-only medicines (pom)' },
    stockStatus: { type: 'string', enum: STOCK_STATUSES },
    stockLeft: { type: ['integer', 'null'], description: `Units left when ${LOW_STOCK_THRESHOLD} or fewer remain, else null` },
  },
} as const;

/** A medicine as admins read it: the shop's fields plus stock, visibility and version. */
export const adminMedicine = {
  $id: 'AdminMedicine',
  type: 'object',
  required: [...medicine.required, 'stockQuantity', 'hidden', 'version', 'categoryName', 'categoryHidden', 'updatedAt'],
  properties: {
    ...medicine.properties,
    stockQuantity: { type: 'integer' },
    hidden: { type: 'boolean' },
    version: { type: 'integer', description: 'Send it back with an edit; a different one answers 409' },
    categoryName: { type: 'string' },
    categoryHidden: { type: 'boolean' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

export const category = {
  $id: 'MedicineCategory',
  type: 'object',
  required: ['medicineCategoryId', 'name', 'imageUrl'],
  properties: {
    medicineCategoryId: uuid,
    name: { type: 'string' },
    description: { type: 'string' },
    imageUrl: nullableText,
    imageSrcSet: nullableText,
  },
} as const;

export const adminCategory = {
  $id: 'AdminMedicineCategory',
  type: 'object',
  required: [...category.required, 'description', 'hidden', 'version', 'medicineCount', 'updatedAt'],
  properties: {
    ...category.properties,
    hidden: { type: 'boolean' },
    version: { type: 'integer' },
    medicineCount: { type: 'integer', description: 'Medicines in it, hidden ones included' },
    updatedAt: { type: 'string' },
  },
} as const;

export const categoryWithProducts = {
  type: 'object',
  required: [...category.required, 'medicines'],
  properties: { ...category.properties, medicines: { type: 'array', items: { $ref: 'Medicine#' } } },
} as const;

export const medicineList = { type: 'array', items: { $ref: 'Medicine#' } } as const;
export const categoryList = { type: 'array', items: { $ref: 'MedicineCategory#' } } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
export const categoryIdParams = { type: 'object', required: ['categoryId'], properties: { categoryId: uuid } } as const;

/** The orders a search's results come in (GET /api/medicine?search=&sort=). */
export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'in-stock-first'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const listQuery = { type: 'object', properties: { ...pagingQueryProperties } } as const;
export const searchQuery = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: LIMITS.search, description: 'Part of a name, any case; medicines also match close spellings' },
    sort: {
      type: 'string',
      enum: SEARCH_SORTS,
      description:
        "A search's order: relevance (the default: whole-name matches first), price-asc, price-desc or in-stock-first (in stock first, then by relevance). Lists without a search are by name.",
    },
    ...pagingQueryProperties,
  },
} as const;

/** The shared schemas catalogue routes name by `$ref`, for their types (`typed<CatalogueRefs>(app)`). */
export type CatalogueRefs = [typeof medicine, typeof category, typeof adminMedicine, typeof adminCategory];
