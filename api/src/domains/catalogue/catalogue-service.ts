import { assertNewId } from '../../platform/lib/ids';
import type { AuditService } from '../audit/audit-service';
import { diff } from '../audit/audit-service';
import type { NewMedicine } from '../../platform/db/schema/catalogue';
import { badRequest, conflict, type FieldError, notFound } from '../../platform/lib/http-errors';
import type { CacheInvalidation } from '../../platform/lib/cache-invalidation';
import { ReadCache } from '../../platform/lib/read-cache';
import { cachedList, key, normaliseSearch, SEARCH_HEAD } from './cached-lists';
import type { ImageStore } from '../../platform/images/image-store';
import type { AuthUser } from '../../platform/plugins/types';
import type { StockService } from '../stock/stock-service';
import type { CatalogueRepository, Slice } from './catalogue-repository';
import {
  assertVersion,
  auditView,
  capitalise,
  checkFacts,
  created,
  editAction,
  MEDICINE_FIELDS,
  nairaToKobo,
  removed,
} from './catalogue-edit-rules';
import { resolveImage } from './catalogue-images';
import { addCategory, type CategoryEditor, deleteCategory, editCategory } from './category-edits';
import { type ClassCheck, classCheck, type ClassCheckInput, guardMedicine } from './medicine-class-rules';
import type {
  AddCategoryInput,
  AddMedicineInput,
  AdminCategoryQuery,
  AdminMedicineQuery,
  EditCategoryInput,
  EditMedicineInput,
  SearchSort,
} from './catalogue-schemas';
import { expandAbbreviations } from './search-synonyms';
import type { SearchVocabularyCache } from './search-vocabulary-cache';
import { planSearch, type SearchPlan } from './search-vocabulary';
import {
  type AdminCategoryView,
  type AdminMedicineView,
  type CategoryView,
  type MedicineView,
  type Page,
  toAdminCategoryView,
  toAdminMedicineView,
  toCategoryView,
  toMedicineView,
} from './catalogue-views';

export * from './catalogue-views';
export { nairaToKobo } from './catalogue-edit-rules';

/** Catalogue rules: what a shopper may read and what an admin may add. */
export class CatalogueService {
  /**
   * `reads`: the reads reused in this process (for CATALOGUE_CACHE_SECONDS; none by default); every
   * add clears it, here and, through `invalidation` (Redis), in every other replica.
   */
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly images: ImageStore,
    private readonly audit: AuditService,
    private readonly stock: StockService,
    private readonly reads: ReadCache = new ReadCache(0),
    private readonly invalidation: CacheInvalidation | null = null,
    private readonly vocabulary: SearchVocabularyCache | null = null,
  ) {}

  /** What a category's edits need (category-edits.ts). */
  private get edits(): CategoryEditor {
    return { repository: this.repository, images: this.images, audit: this.audit };
  }

  /** A write went through: every replica's reads start again from the database. */
  private async changed() {
    if (this.invalidation) await this.invalidation.changed();
    else this.reads.clear();
  }

  /** The catalogue changed outside this service (a CSV import): reads start afresh on every replica. */
  async catalogueChanged() {
    await this.changed();
  }

  /** Stock moved (an adjustment, an order): lists show stock states, so reads start afresh. */
  stockChanged() {
    void this.changed().catch(() => undefined);
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
        if (!category || category.hidden) throw notFound('There is no such medicine category.');
        const { rows } = await this.repository.listMedicines({ categoryId: id, slice: null });
        return { ...toCategoryView(category), medicines: rows.map(toMedicineView) };
      },
      (value) => value.medicines.length,
    );
  }

  async listMedicines(options: { search?: string; featured?: boolean; sort?: SearchSort }, slice: Slice): Promise<Page<MedicineView>> {
    const { items, total } = await this.searchMedicines(options, slice);
    return { items, total };
  }

  /**
   * Medicines as listMedicines finds them, with how the search was read (the vocabulary's terms,
   * the strength asked for): abbreviations become the catalogue's words first ("PCM" →
   * "paracetamol"), then the vocabulary reads the text (search-vocabulary.ts).
   */
  async searchMedicines(
    options: { search?: string; featured?: boolean; sort?: SearchSort },
    slice: Slice,
  ): Promise<Page<MedicineView> & { plan: SearchPlan | null }> {
    const typed = normaliseSearch(options.search);
    const text = typed && expandAbbreviations(typed);
    const sort = text ? (options.sort ?? 'relevance') : 'relevance';
    const plan = text ? (this.vocabulary ? await this.vocabulary.plan(text) : planSearch(text, [])) : null;
    const found = await this.list(
      key('medicines', text, !!options.featured, sort),
      slice,
      async (window) => {
        const { rows, total } = await this.repository.listMedicines({
          search: text,
          plan,
          featured: options.featured,
          sort,
          slice: window,
        });
        return { items: rows.map(toMedicineView), total };
      },
      text ? SEARCH_HEAD : undefined,
    );
    return { ...found, plan };
  }

  async medicinesOfCategory(categoryId: string, slice: Slice): Promise<Page<MedicineView>> {
    return this.list(key('medicines-of-category', categoryId), slice, async (window) => {
      const category = await this.repository.findCategory(categoryId);
      if (!category || category.hidden) throw notFound('There is no such medicine category.');
      const { rows, total } = await this.repository.listMedicines({ categoryId, slice: window });
      return { items: rows.map(toMedicineView), total };
    });
  }

  async getMedicine(id: string): Promise<MedicineView> {
    return this.reads.get(key('medicine', id), async () => {
      const row = await this.repository.findShownMedicine(id);
      if (!row) throw notFound('There is no such medicine.');
      return toMedicineView(row);
    });
  }

  /**
   * The other medicines with the same active ingredients, strength and form (see
   * medicine-equivalents.ts), cheapest first, at most 6. Prescription-only ones only when the caller
   * says the shopper may be shown them (the prescriptions' rule, applied by the workflow).
   */
  async equivalents(id: string, options: { withPrescriptionOnly: boolean }): Promise<MedicineView[]> {
    return this.reads.get(
      key('equivalents', id, options.withPrescriptionOnly),
      async () => {
        const medicine = await this.repository.findShownMedicine(id);
        if (!medicine) throw notFound('There is no such medicine.');
        const found = await this.repository.equivalents(medicine, { ...options, limit: 6 });
        return found.map(toMedicineView);
      },
      (list) => list.length,
    );
  }

  /** A list, whole or one page, through the read cache (`cachedList`). */
  private list<T>(cacheKey: string, slice: Slice, load: (slice: Slice) => Promise<Page<T>>, head?: number): Promise<Page<T>> {
    return cachedList(this.reads, cacheKey, slice, load, head);
  }

  async addCategory(actor: AuthUser, input: AddCategoryInput): Promise<CategoryView> {
    const row = await addCategory(this.edits, actor, input);
    await this.changed();
    return toCategoryView(row);
  }

  /**
   * Adds a medicine of the class the admin chose. Without a NAFDAC number it is added hidden; a
   * class that disagrees with matching prescription-only medicine needs `confirmClassMismatch`.
   */
  async addMedicine(actor: AuthUser, input: AddMedicineInput): Promise<AdminMedicineView> {
    assertNewId('id', input.id);
    const problems: FieldError[] = [];
    const priceKobo = nairaToKobo(input.price);
    if (priceKobo === null || priceKobo <= 0)
      problems.push({ field: 'price', message: 'price must be above 0 with at most two decimals (naira and kobo)' });
    const category = await this.repository.findCategory(input.categoryId);
    if (!category) problems.push({ field: 'categoryId', message: 'categoryId must be an existing medicine category' });
    const facts = checkFacts({ ...input, nafdacNumber: input.nafdacNumber ?? '' }, problems);
    if (problems.length) throw badRequest(`${capitalise(problems[0].message)}.`, problems);
    const name = input.name.trim();
    const hidden = !facts.nafdacNumber;
    const guarded = {
      name,
      activeIngredients: facts.activeIngredients!,
      medicineClass: input.medicineClass,
      nafdacNumber: facts.nafdacNumber!,
      hidden,
      strength: facts.strength,
      controlled: facts.controlled ?? false,
    };
    await guardMedicine(this.repository, null, guarded, input.confirmClassMismatch);
    const imageUrl = await resolveImage(this.images, input, name);
    const id = await this.repository.transaction(async (repository, tx) => {
      const added = await repository.insertMedicine({
        name,
        priceKobo: priceKobo!,
        description: input.description ?? '',
        dosage: input.dosage?.trim() ?? '',
        sideEffects: input.sideEffects ?? '',
        categoryId: input.categoryId,
        isFeatured: input.isFeatured ?? false,
        imageUrl,
        hidden,
        ...facts,
        medicineClass: input.medicineClass,
      });
      await this.audit.record(
        actor,
        {
          entityType: 'medicine',
          entityId: added.id,
          entityName: added.name,
          action: 'create',
          changes: created(added, [...MEDICINE_FIELDS, 'hidden']),
        },
        tx,
      );
      if (input.stockQuantity) {
        const opening = { reason: 'received', quantity: input.stockQuantity, note: 'Opening stock' } as const;
        await this.stock.adjustIn(tx, actor, added.id, opening);
      }
      return added.id;
    });
    await this.changed();
    return this.adminMedicine(id);
  }

  /** The prescription-only medicines a name and ingredients match, and whether `medicineClass` disagrees with them. */
  async classCheck(input: ClassCheckInput): Promise<ClassCheck> {
    return classCheck(input, await this.repository.prescriptionOnly());
  }

  // Admin: lists with hidden records, edits, hiding, deleting

  async adminMedicines(query: AdminMedicineQuery, slice: Slice): Promise<Page<AdminMedicineView>> {
    const { rows, total } = await this.repository.adminMedicines({ ...query, search: normaliseSearch(query.search) }, slice);
    return { items: rows.map(toAdminMedicineView), total };
  }

  async adminMedicine(id: string): Promise<AdminMedicineView> {
    const row = await this.repository.adminMedicine(id);
    if (!row) throw notFound('There is no such medicine.');
    return toAdminMedicineView(row);
  }

  async adminCategories(query: AdminCategoryQuery, slice: Slice): Promise<Page<AdminCategoryView>> {
    const { rows, total } = await this.repository.adminCategories({ ...query, search: normaliseSearch(query.search) }, slice);
    return { items: rows.map(toAdminCategoryView), total };
  }

  /**
   * Changes the fields given (any of the add fields, and `hidden`), when `version` is still the
   * medicine's version: otherwise 409 and nothing changes. Every changed field is audited.
   */
  async editMedicine(actor: AuthUser, id: string, input: EditMedicineInput): Promise<AdminMedicineView> {
    const problems: FieldError[] = [];
    const values: Partial<NewMedicine> = {};
    if (input.price !== undefined) {
      const priceKobo = nairaToKobo(input.price);
      if (priceKobo === null || priceKobo <= 0)
        problems.push({ field: 'price', message: 'price must be above 0 with at most two decimals (naira and kobo)' });
      else values.priceKobo = priceKobo;
    }
    if (input.categoryId !== undefined && !(await this.repository.findCategory(input.categoryId)))
      problems.push({ field: 'categoryId', message: 'categoryId must be an existing medicine category' });
    Object.assign(values, checkFacts(input, problems, true));
    if (problems.length) throw badRequest(`${capitalise(problems[0].message)}.`, problems);
    if (input.name !== undefined) values.name = input.name.trim();
    if (input.description !== undefined) values.description = input.description;
    if (input.dosage !== undefined) values.dosage = input.dosage.trim();
    if (input.sideEffects !== undefined) values.sideEffects = input.sideEffects;
    if (input.categoryId !== undefined) values.categoryId = input.categoryId;
    if (input.isFeatured !== undefined) values.isFeatured = input.isFeatured;
    if (input.hidden !== undefined) values.hidden = input.hidden;
    if (input.imageData !== undefined || input.imageUrl !== undefined)
      values.imageUrl = await resolveImage(this.images, input, input.name?.trim() || 'medicine');

    await this.repository.transaction(async (repository, tx) => {
      const before = await repository.lockMedicine(id);
      if (!before) throw notFound('There is no such medicine.');
      assertVersion('medicine', before.name, before.version, input.version);
      await guardMedicine(repository, before, { ...before, ...values } as typeof before, input.confirmClassMismatch);
      const changes = diff(before, values, [...MEDICINE_FIELDS, 'hidden']);
      if (Object.keys(changes).length === 0) return;
      const after = await repository.updateMedicine(id, values);
      await this.audit.record(
        actor,
        { entityType: 'medicine', entityId: id, entityName: after.name, action: editAction(changes), changes: auditView(changes) },
        tx,
      );
    });
    await this.changed();
    return this.adminMedicine(id);
  }

  /** Deletes a medicine no order refers to (409 otherwise: hide it instead); its cart lines and stock history go with it. */
  async deleteMedicine(actor: AuthUser, id: string, version: number): Promise<void> {
    await this.repository.transaction(async (repository, tx) => {
      const before = await repository.lockMedicine(id);
      if (!before) throw notFound('There is no such medicine.');
      assertVersion('medicine', before.name, before.version, version);
      const lines = await repository.orderLinesOf(id);
      if (lines > 0)
        throw conflict(
          `"${before.name}" is in ${lines} order line${lines === 1 ? '' : 's'}, so it cannot be deleted; hide it instead to take it out of the shop.`,
        );
      await repository.deleteMedicine(id);
      await this.audit.record(
        actor,
        { entityType: 'medicine', entityId: id, entityName: before.name, action: 'delete', changes: removed(before, MEDICINE_FIELDS) },
        tx,
      );
    });
    await this.changed();
  }

  async editCategory(actor: AuthUser, id: string, input: EditCategoryInput): Promise<AdminCategoryView> {
    await editCategory(this.edits, actor, id, input);
    await this.changed();
    const [row] = (await this.repository.adminCategories({ sort: 'name' }, null)).rows.filter((c) => c.id === id);
    return toAdminCategoryView(row);
  }

  /** Deletes a category with no medicines (hidden ones count); 409 otherwise. */
  async deleteCategory(actor: AuthUser, id: string, version: number): Promise<void> {
    await deleteCategory(this.edits, actor, id, version);
    await this.changed();
  }

  /** Stores an uploaded picture; its URLs are what a medicine or category then refers to. */
  async uploadImage(file: Buffer, fileName: string | undefined) {
    const label = (fileName ?? 'upload').replace(/\.[^.]*$/, '');
    const stored = await this.images.store(file, label);
    return { url: stored.url, srcSet: stored.srcSet, urls: stored.urls };
  }
}
