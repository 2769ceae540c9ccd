import { uuid } from '../../platform/http/schemas';
import { pagingQueryProperties } from '../../platform/lib/paging';

export const LIMITS = {
  name: 120,
  fact: 200,
  description: 4000,
  dosage: 500,
  sideEffects: 2000,
  imageUrl: 2048,
  search: 100,
  /** base64 of a 5 MB image, with room for a `data:` prefix. */
  imageData: 7_100_000,
} as const;

/** Largest price accepted, in naira. */
export const MAX_PRICE_NAIRA = 10_000_000;
/** Most units on hand of one medicine. */
export const MAX_STOCK = 1_000_000;
/** At or below this many units (and above 0) the shop says "Only N left". */
export const LOW_STOCK_THRESHOLD = 10;

export const MEDICINE_CLASSES = ['otc', 'pharmacy', 'pom'] as const;
export const DOSAGE_FORMS = [
  'tablet',
  'caplet',
  'capsule',
  'softgel',
  'effervescent tablet',
  'dispersible tablet',
  'syrup',
  'suspension',
  'solution',
  'drops',
  'cream',
  'ointment',
  'gel',
  'inhaler',
  'injection',
  'sachet',
  'lozenge',
  'pessary',
  'spray',
  'device',
  'test kit',
  'dressing',
  'other',
] as const;
/**
 * A NAFDAC registration number as printed on packs: a prefix of a letter and one or two digits
 * (A4, B1, A11) or two digits (04), a dash, then 4 to 6 digits, sometimes a final letter (A4-0237,
 * 04-8642, A11-100139, B4-5521L).
 */
export const NAFDAC_PATTERN = '^(?:[A-Z][0-9]{1,2}|[0-9]{2})-[0-9]{4,6}[A-Z]?$';
/**
 * A medicine's nafdacNumber as stored and answered: a NAFDAC number in capitals, or "" when not
 * known. The schema's `pattern`, so the front ends check an entry with the API's own rule
 * (npm run generate:api-types writes it into shared-kernel/src/types/api-patterns.generated.ts).
 */
export const STORED_NAFDAC_PATTERN = `^(?:${NAFDAC_PATTERN.slice(1, -1)})?$`;
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const nullableText = { type: ['string', 'null'] } as const;

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

const versionField = { type: 'integer', minimum: 1, description: 'The version the edit starts from (409 when it has moved on)' } as const;

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

export type MedicineClassName = (typeof MEDICINE_CLASSES)[number];
export type StockStatus = (typeof STOCK_STATUSES)[number];

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

/** The shared schemas catalogue routes name by `$ref`, for their types (`typed<CatalogueRefs>(app)`). */
export type CatalogueRefs = [typeof medicine, typeof category, typeof adminMedicine, typeof adminCategory];
