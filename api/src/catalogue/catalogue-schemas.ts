import { uuid } from '../http/schemas';
import { pagingQueryProperties } from '../lib/paging';

export const LIMITS = {
  name: 120,
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

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const nullableText = { type: ['string', 'null'] } as const;

export const medicine = {
  $id: 'Medicine',
  type: 'object',
  required: ['id', 'name', 'price', 'description', 'imageUrl', 'dosage', 'sideEffects', 'categoryId', 'isFeatured'],
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

export const categoryWithProducts = {
  type: 'object',
  required: [...category.required, 'medicines'],
  properties: { ...category.properties, medicines: { type: 'array', items: { $ref: 'Medicine#' } } },
} as const;

export const medicineList = { type: 'array', items: { $ref: 'Medicine#' } } as const;
export const categoryList = { type: 'array', items: { $ref: 'MedicineCategory#' } } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
export const categoryIdParams = { type: 'object', required: ['categoryId'], properties: { categoryId: uuid } } as const;

export const listQuery = { type: 'object', properties: { ...pagingQueryProperties } } as const;
export const searchQuery = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: LIMITS.search, description: 'Part of a name, any case; medicines also match close spellings' },
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

export const addMedicineBody = {
  type: 'object',
  required: ['name', 'price', 'categoryId'],
  properties: {
    id: { ...uuid, description: 'Leave out or send the all-zero id: the server assigns one' },
    name: requiredText(LIMITS.name),
    price: { type: 'number', exclusiveMinimum: 0, maximum: MAX_PRICE_NAIRA, description: 'Naira, at most two decimals' },
    description: text(LIMITS.description),
    dosage: text(LIMITS.dosage),
    sideEffects: text(LIMITS.sideEffects),
    categoryId: uuid,
    isFeatured: { type: 'boolean', default: false },
    imageUrl: imageUrlInput,
    imageData: { ...imageData, type: ['string', 'null'] },
  },
} as const;

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

export type AddMedicineInput = {
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
};
