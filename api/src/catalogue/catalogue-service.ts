import { assertNewId } from '../lib/ids';
import type { MedicineCategory as CategoryRow } from '../db/schema/catalogue';
import { badRequest, conflict, fieldError, type FieldError, HttpError, isUniqueViolation, notFound } from '../lib/http-errors';
import type { CacheInvalidation } from '../lib/cache-invalidation';
import { ReadCache } from '../lib/read-cache';
import { imageSrcSet, imageTooLarge, type ImageStore, MAX_IMAGE_BYTES, storedImageName } from '../images/image-store';
import type { CatalogueRepository, ListedMedicine, Slice } from './catalogue-repository';
import type { AddCategoryInput, AddMedicineInput } from './catalogue-schemas';

/** A medicine as the storefront reads it: spec field names, price in naira. */
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
};

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
});

export const toCategoryView = (row: CategoryRow): CategoryView => ({
  medicineCategoryId: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  imageSrcSet: imageSrcSet(row.imageUrl),
});

/** Naira with at most two decimals, as whole kobo; null when it has more decimals. */
export function nairaToKobo(price: number): number | null {
  const kobo = Math.round(price * 100);
  return Math.abs(kobo - price * 100) < 1e-6 ? kobo : null;
}

function normaliseSearch(search: string | undefined): string | undefined {
  const trimmed = search?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : undefined;
}

function decodeImageData(data: string): Buffer {
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,/i.exec(data);
  const base64 = (match ? data.slice(match[0].length) : data).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw fieldError('imageData', 'imageData must be base64 (a JPEG, PNG or WebP picture).');
  if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 3) throw imageTooLarge();
  return Buffer.from(base64, 'base64');
}

/**
 * How many of a search's results the read cache loads at once: shoppers read the first pages, and
 * loading a broad search whole (a thousand rows) on every miss stalls the process for everyone.
 */
const SEARCH_HEAD = 100;

/** Catalogue rules: what a shopper may read and what an admin may add. */
export class CatalogueService {
  private readonly reads: ReadCache;

  /**
   * `cacheSeconds`: how long a read is reused in this process (0: never); every add clears it, here
   * and, through `invalidation` (Redis), in every other replica.
   */
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly images: ImageStore,
    cacheSeconds = 0,
    private readonly invalidation: CacheInvalidation | null = null,
  ) {
    this.reads = new ReadCache(cacheSeconds * 1000);
    invalidation?.onChange(() => this.reads.clear());
  }

  /** A write went through: every replica's reads start again from the database. */
  private async changed() {
    if (this.invalidation) await this.invalidation.changed();
    else this.reads.clear();
  }

  async listCategories(search: string | undefined, slice: Slice): Promise<Page<CategoryView>> {
    const text = normaliseSearch(search);
    return this.list(key('categories', text), slice, async (window) => {
      const { rows, total } = await this.repository.listCategories({ search: text, slice: window });
      return { items: rows.map(toCategoryView), total };
    });
  }

  async categoryWithMedicines(id: string): Promise<CategoryView & { medicines: MedicineView[] }> {
    return this.reads.get(
      key('category-with-medicines', id),
      async () => {
        const category = await this.repository.findCategory(id);
        if (!category) throw notFound('There is no such medicine category.');
        const { rows } = await this.repository.listMedicines({ categoryId: id, slice: null });
        return { ...toCategoryView(category), medicines: rows.map(toMedicineView) };
      },
      (value) => value.medicines.length,
    );
  }

  async listMedicines(options: { search?: string; featured?: boolean }, slice: Slice): Promise<Page<MedicineView>> {
    const text = normaliseSearch(options.search);
    return this.list(
      key('medicines', text, !!options.featured),
      slice,
      async (window) => {
        const { rows, total } = await this.repository.listMedicines({ search: text, featured: options.featured, slice: window });
        return { items: rows.map(toMedicineView), total };
      },
      text ? SEARCH_HEAD : undefined,
    );
  }

  async medicinesOfCategory(categoryId: string, slice: Slice): Promise<Page<MedicineView>> {
    return this.list(key('medicines-of-category', categoryId), slice, async (window) => {
      if (!(await this.repository.findCategory(categoryId))) throw notFound('There is no such medicine category.');
      const { rows, total } = await this.repository.listMedicines({ categoryId, slice: window });
      return { items: rows.map(toMedicineView), total };
    });
  }

  async getMedicine(id: string): Promise<MedicineView> {
    return this.reads.get(key('medicine', id), async () => {
      const row = await this.repository.findMedicine(id);
      if (!row) throw notFound('There is no such medicine.');
      return toMedicineView(row);
    });
  }

  /**
   * A list, whole or one page. With the read cache on, the whole list is loaded once and pages are
   * cut from it (every page then costs no query); without it, the database reads just the page.
   */
  private async list<T>(cacheKey: string, slice: Slice, load: (slice: Slice) => Promise<Page<T>>, head?: number): Promise<Page<T>> {
    if (!this.reads.enabled) return load(slice);
    if (head && slice) {
      // A search's pages come from its first `head` results, loaded once; deeper pages one by one.
      const first = await this.reads.get(
        key(cacheKey, 'head'),
        () => load({ limit: head, offset: 0 }),
        (page) => page.items.length,
      );
      if (slice.offset + slice.limit <= first.items.length || first.items.length >= first.total) {
        return { items: first.items.slice(slice.offset, slice.offset + slice.limit), total: first.total };
      }
      return this.reads.get(
        key(cacheKey, 'page', slice.offset, slice.limit),
        () => load(slice),
        (page) => page.items.length,
      );
    }
    const all = await this.reads.get(
      cacheKey,
      () => load(null),
      (page) => page.items.length,
    );
    return slice ? { items: all.items.slice(slice.offset, slice.offset + slice.limit), total: all.total } : all;
  }

  async addCategory(input: AddCategoryInput): Promise<CategoryView> {
    assertNewId('medicineCategoryId', input.medicineCategoryId);
    const name = input.name.trim();
    if (await this.repository.findCategoryByName(name)) throw duplicateCategory(name);
    const imageUrl = await this.resolveImage(input, name);
    try {
      const row = await this.repository.insertCategory({ name, description: input.description?.trim() ?? '', imageUrl });
      await this.changed();
      return toCategoryView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateCategory(name);
      throw err;
    }
  }

  async addMedicine(input: AddMedicineInput): Promise<MedicineView> {
    assertNewId('id', input.id);
    const problems: FieldError[] = [];
    const priceKobo = nairaToKobo(input.price);
    if (priceKobo === null || priceKobo <= 0)
      problems.push({ field: 'price', message: 'price must be above 0 with at most two decimals (naira and kobo)' });
    const category = await this.repository.findCategory(input.categoryId);
    if (!category) problems.push({ field: 'categoryId', message: 'categoryId must be an existing medicine category' });
    if (problems.length) throw badRequest(`${capitalise(problems[0].message)}.`, problems);
    const name = input.name.trim();
    const imageUrl = await this.resolveImage(input, name);
    const row = await this.repository.insertMedicine({
      name,
      priceKobo: priceKobo!,
      description: input.description ?? '',
      dosage: input.dosage?.trim() ?? '',
      sideEffects: input.sideEffects ?? '',
      categoryId: input.categoryId,
      isFeatured: input.isFeatured ?? false,
      imageUrl,
    });
    await this.changed();
    return toMedicineView(row);
  }

  /** Stores an uploaded picture; its URLs are what a medicine or category then refers to. */
  async uploadImage(file: Buffer, fileName: string | undefined) {
    const label = (fileName ?? 'upload').replace(/\.[^.]*$/, '');
    const stored = await this.images.store(file, label);
    return { url: stored.url, srcSet: stored.srcSet, urls: stored.urls };
  }

  /** `imageData` (base64) is stored like an upload; otherwise `imageUrl` must be ours and exist, or http(s). */
  private async resolveImage(input: { imageUrl?: string | null; imageData?: string | null }, label: string): Promise<string | null> {
    if (input.imageData && input.imageData.trim()) {
      const buffer = decodeImageData(input.imageData);
      try {
        return (await this.images.store(buffer, label)).url;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 415) {
          throw new HttpError(415, err.message, [{ field: 'imageData', message: 'not a JPEG, PNG or WebP image' }]);
        }
        throw err;
      }
    }
    const url = input.imageUrl?.trim();
    if (!url) return null;
    if (storedImageName(url)) {
      if (!(await this.images.has(url))) throw fieldError('imageUrl', 'imageUrl names an image that was never uploaded.');
      return url;
    }
    if (/^https?:\/\/[^\s"'<>]+$/i.test(url)) {
      try {
        return new URL(url).toString();
      } catch {
        // falls through to the error below
      }
    }
    throw fieldError('imageUrl', 'imageUrl must be a URL from the image upload or an http(s) address.');
  }
}

const key = (...parts: unknown[]) => JSON.stringify(parts);

function duplicateCategory(name: string) {
  return conflict(`A category named "${name}" already exists.`, [{ field: 'name', message: 'a category with this name already exists' }]);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
