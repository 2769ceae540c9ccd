import { uuid } from '../../platform/http/schemas';
import { pagingQueryProperties } from '../../platform/lib/paging';
import {
  DOSAGE_FORMS,
  LIMITS,
  MAX_COLD_CHAIN_MINUTES,
  MAX_PRICE_NAIRA,
  MAX_STOCK,
  MEDICINE_CLASSES,
  type MedicineClassName,
  requiredText,
  STOCK_STATUSES,
  type StockStatus,
  text,
} from './catalogue-fields';

// What the admin sends: a category's and a medicine's fields to add and edit, the admin's list queries, the class check and the image upload.

const imageData = {
  type: 'string',
  maxLength: LIMITS.imageData,
  description: 'A JPEG, PNG or WebP picture in base64 (a data: URL prefix is allowed); stored and served like an upload',
} as const;
const imageUrlInput = {
  type: ['string', 'null'],
  maxLength: LIMITS.imageUrl,
  description: 'An image URL from POST /api/medicine/uploadImage, or an http(s) URL',
} as const;

export const addCategoryBody = {
  type: 'object',
  required: ['name'],
  properties: {
    medicineCategoryId: { ...uuid, description: 'Leave out or send the all-zero id: the server assigns one' },
    name: requiredText(LIMITS.name),
    description: text(LIMITS.description),
    imageUrl: imageUrlInput,
    imageData: { ...imageData, type: ['string', 'null'] },
  },
} as const;

const medicineFields = {
  name: requiredText(LIMITS.name),
  price: { type: 'number', exclusiveMinimum: 0, maximum: MAX_PRICE_NAIRA, description: 'Naira, at most two decimals' },
  description: text(LIMITS.description),
  dosage: text(LIMITS.dosage),
  sideEffects: text(LIMITS.sideEffects),
  categoryId: uuid,
  isFeatured: { type: 'boolean' },
  imageUrl: imageUrlInput,
  imageData: { ...imageData, type: ['string', 'null'] },
  activeIngredients: text(LIMITS.fact),
  strength: text(LIMITS.fact),
  dosageForm: { type: 'string', enum: ['', ...DOSAGE_FORMS] },
  packSize: text(LIMITS.fact),
  manufacturer: text(LIMITS.fact),
  nafdacNumber: {
    type: 'string',
    maxLength: 20,
    description: 'NAFDAC registration number such as A4-0237 or 04-8642 (any case; "" when not known)',
  },
  medicineClass: { type: 'string', enum: MEDICINE_CLASSES },
  controlled: {
    type: 'boolean',
    description:
      'Controlled medicine (codeine, tramadol...): must be prescription-only (pom), capped per order and per 30 days per person, phone and address',
  },
  coldChainMaxMinutesOut: {
    type: ['integer', 'null'],
    minimum: 1,
    maximum: MAX_COLD_CHAIN_MINUTES,
    description:
      'Store at 2–8 °C: the most minutes a unit may spend out of the fridge and still go back into stock (1 to 43200); null: kept at room temperature',
  },
  confirmClassMismatch: {
    type: 'boolean',
    description: 'true saves a class other than pom although the name or ingredients match prescription-only medicine (409 otherwise)',
  },
} as const;

export const addMedicineBody = {
  type: 'object',
  required: ['name', 'price', 'categoryId', 'medicineClass'],
  properties: {
    id: { ...uuid, description: 'Leave out or send the all-zero id: the server assigns one' },
    ...medicineFields,
    isFeatured: { type: 'boolean', default: false },
    medicineClass: {
      ...medicineFields.medicineClass,
      description: 'Required, no default: otc, pharmacy or pom. Without a NAFDAC number the medicine is added hidden.',
    },
    stockQuantity: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_STOCK,
      default: 0,
      description: 'Units on hand to start with (recorded as received)',
    },
  },
} as const;

export const versionField = {
  type: 'integer',
  minimum: 1,
  description: 'The version the edit starts from (409 when it has moved on)',
} as const;

export const editMedicineBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: versionField, ...medicineFields, hidden: { type: 'boolean', description: 'true hides it from the shop' } },
} as const;

export const editCategoryBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: {
    version: versionField,
    name: requiredText(LIMITS.name),
    description: text(LIMITS.description),
    imageUrl: imageUrlInput,
    imageData: { ...imageData, type: ['string', 'null'] },
    hidden: { type: 'boolean', description: 'true hides it and its medicines from the shop' },
  },
} as const;

export const versionQuery = { type: 'object', required: ['version'], properties: { version: versionField } } as const;

const adminListProperties = {
  ...pagingQueryProperties,
  search: { type: 'string', maxLength: LIMITS.search },
  hidden: { type: 'boolean', description: 'true: hidden only; false: shown only; leave out for both' },
} as const;

export const MEDICINE_SORTS = ['name', '-name', 'price', '-price', 'stock', '-stock', 'updatedAt', '-updatedAt'] as const;
export type MedicineSort = (typeof MEDICINE_SORTS)[number];
export const adminMedicineQuery = {
  type: 'object',
  properties: {
    ...adminListProperties,
    search: { ...adminListProperties.search, description: 'Part of the name, active ingredient, manufacturer or NAFDAC number' },
    categoryId: uuid,
    medicineClass: { type: 'string', enum: MEDICINE_CLASSES },
    stock: { type: 'string', enum: STOCK_STATUSES },
    sort: { type: 'string', enum: MEDICINE_SORTS, default: 'name' },
  },
} as const;

export const CATEGORY_SORTS = ['name', '-name', 'medicines', '-medicines', 'updatedAt', '-updatedAt'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const adminCategoryQuery = {
  type: 'object',
  properties: { ...adminListProperties, sort: { type: 'string', enum: CATEGORY_SORTS, default: 'name' } },
} as const;

export type AdminListQuery = { page?: number; pageSize?: number; search?: string; hidden?: boolean };
export type AdminMedicineQuery = AdminListQuery & {
  categoryId?: string;
  medicineClass?: MedicineClassName;
  stock?: StockStatus;
  sort: MedicineSort;
};
export type AdminCategoryQuery = AdminListQuery & { sort: CategorySort };

export const uploadResponse = {
  type: 'object',
  required: ['url'],
  properties: {
    url: { type: 'string', description: 'The 400-pixel WebP; use it as imageUrl' },
    srcSet: { type: 'string' },
    urls: { type: 'object', properties: { 200: { type: 'string' }, 400: { type: 'string' }, 800: { type: 'string' } } },
  },
} as const;

export type AddCategoryInput = {
  medicineCategoryId?: string;
  name: string;
  description?: string;
  imageUrl?: string | null;
  imageData?: string | null;
};

export type MedicineFacts = {
  activeIngredients?: string;
  strength?: string;
  dosageForm?: string;
  packSize?: string;
  manufacturer?: string;
  nafdacNumber?: string;
  medicineClass?: MedicineClassName;
  controlled?: boolean;
  coldChainMaxMinutesOut?: number | null;
};

export const classCheckBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: text(LIMITS.name),
    activeIngredients: text(LIMITS.fact),
    medicineClass: { type: 'string', enum: MEDICINE_CLASSES },
    excludeId: { ...uuid, description: 'The medicine being edited, left out of the matches' },
  },
} as const;

export const classCheckResponse = {
  type: 'object',
  required: ['mismatch', 'matches'],
  properties: {
    mismatch: { type: 'boolean', description: 'true when there are matches and medicineClass is not pom' },
    matches: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'activeIngredients', 'matchedOn'],
        properties: {
          id: uuid,
          name: { type: 'string' },
          activeIngredients: { type: 'string' },
          matchedOn: { type: 'string', enum: ['name', 'ingredients'] },
        },
      },
    },
  },
} as const;

export type AddMedicineInput = MedicineFacts & {
  id?: string;
  name: string;
  price: number;
  description?: string;
  dosage?: string;
  sideEffects?: string;
  categoryId: string;
  isFeatured?: boolean;
  imageUrl?: string | null;
  imageData?: string | null;
  stockQuantity?: number;
  /** Required on add (issue 30: no default). */
  medicineClass: MedicineClassName;
  confirmClassMismatch?: boolean;
};

export type EditMedicineInput = Partial<Omit<AddMedicineInput, 'id' | 'stockQuantity'>> & { version: number; hidden?: boolean };
export type EditCategoryInput = Partial<Omit<AddCategoryInput, 'medicineCategoryId'>> & { version: number; hidden?: boolean };
