import type { Readable } from 'node:stream';
import { type AuditService, diff } from '../../domains/audit/audit-service';
import { auditView, MEDICINE_FIELDS, nairaToKobo } from '../../domains/catalogue/catalogue-edit-rules';
import { CatalogueRepository } from '../../domains/catalogue/catalogue-repository';
import { DOSAGE_FORMS, NAFDAC_PATTERN } from '../../domains/catalogue/catalogue-schemas';
import { guardMedicine, type PrescriptionOnly } from '../../domains/catalogue/medicine-class-rules';
import type { Database } from '../../platform/db/client';
import { MEDICINE_CLASSES, type Medicine, type MedicineClass, type NewMedicine } from '../../platform/db/schema/index';
import { csvNaira, csvStream, parseCsv } from '../../platform/lib/csv';
import { badRequest, HttpError } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { CatalogueCsvRepository } from './catalogue-csv-repository';

/** The catalogue's columns, in the order exported; an import needs the first five. */
export const CATALOGUE_COLUMNS = [
  'id',
  'name',
  'category',
  'class',
  'price_naira',
  'nafdac_number',
  'active_ingredients',
  'strength',
  'dosage_form',
  'pack_size',
  'manufacturer',
  'featured',
  'hidden',
  'description',
  'dosage',
  'side_effects',
] as const;
type Column = (typeof CATALOGUE_COLUMNS)[number];
const REQUIRED: Column[] = ['id', 'name', 'category', 'class', 'price_naira'];
export const MAX_IMPORT_ROWS = 20_000;

/** Text columns and the medicine field each one sets. */
const TEXT_COLUMNS = {
  active_ingredients: 'activeIngredients',
  strength: 'strength',
  pack_size: 'packSize',
  manufacturer: 'manufacturer',
  description: 'description',
  dosage: 'dosage',
  side_effects: 'sideEffects',
} as const satisfies Partial<Record<Column, keyof Medicine>>;

export type RowResult = {
  /** The line of the file (the header is line 1). */
  line: number;
  id: string | null;
  name: string;
  result: 'created' | 'changed' | 'unchanged' | 'refused';
  /** The fields a change sets (as the audit log names them: price, not kobo). */
  fields: string[];
  reasons: string[];
};
export type ImportReport = {
  applied: boolean;
  counts: Record<RowResult['result'], number>;
  rows: RowResult[];
};

type Planned = RowResult & { values?: Partial<NewMedicine>; before?: Medicine };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BOOLEANS: Record<string, boolean> = { true: true, yes: true, '1': true, false: false, no: false, '0': false };

/**
 * The catalogue as CSV for a spreadsheet, and the same CSV read back: a dry run says what each row
 * would do; applying does it all in one transaction (or nothing when any row is refused), each
 * created or changed medicine recorded in the audit log.
 */
export class CatalogueCsv {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditService,
    private readonly changed: () => Promise<void>,
  ) {}

  /** Every medicine (hidden too), oldest first, streamed. */
  export(): Readable {
    const batches = new CatalogueCsvRepository(this.db).exportBatches();
    return csvStream([...CATALOGUE_COLUMNS], batches, (r) => {
      return [
        r.id,
        r.name,
        r.category,
        r.medicine_class,
        csvNaira(r.price_kobo),
        r.nafdac_number,
        r.active_ingredients,
        r.strength,
        r.dosage_form,
        r.pack_size,
        r.manufacturer,
        r.is_featured ? 'true' : 'false',
        r.hidden ? 'true' : 'false',
        r.description,
        r.dosage,
        r.side_effects,
      ];
    });
  }

  /** Reads the CSV and says what each row would do; with `apply`, does it when no row is refused. */
  async import(actor: AuthUser, text: string, apply: boolean): Promise<ImportReport> {
    const records = parseCsv(text);
    if (records.length === 0) throw badRequest('The file is empty: export the catalogue for a file to start from.');
    const header = records[0].map((h) => h.trim().toLowerCase());
    const missing = REQUIRED.filter((c) => !header.includes(c));
    if (missing.length) throw badRequest(`The first line must name the columns; missing: ${missing.join(', ')}.`);
    if (records.length - 1 > MAX_IMPORT_ROWS) throw badRequest(`Import at most ${MAX_IMPORT_ROWS} rows at a time.`);
    const rows = records.slice(1).map((fields) => {
      const row: Partial<Record<Column, string>> = {};
      header.forEach((h, i) => {
        if ((CATALOGUE_COLUMNS as readonly string[]).includes(h)) row[h as Column] = fields[i] ?? '';
      });
      return row;
    });
    if (!apply) return report(await this.plan(this.db, rows, false), false);
    const outcome = await this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const planned = await this.plan(tx, rows, true);
      if (planned.some((p) => p.result === 'refused')) return report(planned, false);
      const repository = new CatalogueRepository(tx);
      for (const p of planned) {
        if (p.result === 'created') {
          const added = await repository.insertMedicine(p.values as NewMedicine);
          p.id = added.id;
          const changes = diff({} as Medicine, added, [...MEDICINE_FIELDS, 'hidden']);
          await this.audit.record(
            actor,
            { entityType: 'medicine', entityId: added.id, entityName: added.name, action: 'import-create', changes: auditView(changes) },
            tx,
          );
        } else if (p.result === 'changed') {
          const changes = diff(p.before!, p.values!, [...MEDICINE_FIELDS, 'hidden']);
          const after = await repository.updateMedicine(p.before!.id, p.values!);
          await this.audit.record(
            actor,
            { entityType: 'medicine', entityId: after.id, entityName: after.name, action: 'import-update', changes: auditView(changes) },
            tx,
          );
        }
      }
      return report(planned, true);
    });
    if (outcome.applied && (outcome.counts.created || outcome.counts.changed)) await this.changed();
    return outcome;
  }

  /** Each row's result against the catalogue as `db` reads it (locking the medicines named when applying). */
  private async plan(db: Database, rows: Partial<Record<Column, string>>[], lock: boolean): Promise<Planned[]> {
    const ids = [...new Set(rows.map((r) => r.id?.trim() ?? '').filter((id) => UUID.test(id)))].map((id) => id.toLowerCase());
    const reads = new CatalogueCsvRepository(db);
    const existing = await reads.medicinesByIds(ids, lock);
    const categories = await reads.categoryIdsByName();
    let prescriptionOnly: PrescriptionOnly[] | null = null;
    const source = { prescriptionOnly: async () => (prescriptionOnly ??= await new CatalogueRepository(db).prescriptionOnly()) };
    const seen = new Set<string>();
    const out: Planned[] = [];
    for (const [index, row] of rows.entries()) {
      const line = index + 2;
      const name = (row.name ?? '').trim();
      const id = (row.id ?? '').trim().toLowerCase() || null;
      const reasons: string[] = [];
      const values: Partial<NewMedicine> = {};
      let before: Medicine | undefined;
      if (id) {
        if (!UUID.test(id)) reasons.push('id is not a medicine id (leave it empty to add a medicine)');
        else if (seen.has(id)) reasons.push('the same id is on an earlier row');
        else if (!(before = existing.get(id))) reasons.push('no medicine has this id (leave it empty to add a medicine)');
        seen.add(id);
      }
      readFields(row, name, categories, reasons, values);

      let result: RowResult['result'] = before ? 'changed' : 'created';
      let fields: string[] = [];
      if (reasons.length === 0) {
        if (before) {
          fields = Object.keys(auditView(diff(before, values, [...MEDICINE_FIELDS, 'hidden'])));
          if (fields.length === 0) result = 'unchanged';
        } else {
          // A new medicine without a NAFDAC number is added hidden, as the editor adds it.
          values.hidden ??= !values.nafdacNumber;
          fields = Object.keys(auditView(Object.fromEntries(Object.keys(values).map((k) => [k, { from: null, to: null }]))));
        }
        if (result !== 'unchanged') {
          const after = {
            ...(before ?? { activeIngredients: '', nafdacNumber: '', hidden: false, strength: '', controlled: false }),
            ...values,
          } as Medicine;
          try {
            await guardMedicine(source, before ?? null, after, false);
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
            reasons.push(err.message);
          }
        }
      }
      if (reasons.length) {
        out.push({ line, id, name, result: 'refused', fields: [], reasons });
        continue;
      }
      out.push({ line, id, name, result, fields, reasons, values, before });
    }
    return out;
  }
}

/** Checks the row's fields into `values` (what it sets) and `reasons` (why it is refused). */
function readFields(
  row: Partial<Record<Column, string>>,
  name: string,
  categories: Map<string, string>,
  reasons: string[],
  values: Partial<NewMedicine>,
) {
  if (!name) reasons.push('name missing');
  else if (name.length > 200) reasons.push('name longer than 200 characters');
  else values.name = name;

  const medicineClass = (row.class ?? '').trim().toLowerCase();
  if (!medicineClass) reasons.push('class missing (otc, pharmacy or pom)');
  else if (!(MEDICINE_CLASSES as readonly string[]).includes(medicineClass))
    reasons.push(`class "${row.class}" is not otc, pharmacy or pom`);
  else values.medicineClass = medicineClass as MedicineClass;

  const priceText = (row.price_naira ?? '').trim().replace(/,/g, '');
  const price = priceText === '' ? NaN : Number(priceText);
  if (!Number.isFinite(price)) reasons.push(`price "${row.price_naira ?? ''}" is not a number of naira`);
  else if (price < 0) reasons.push('negative price');
  else if (price === 0) reasons.push('price must be above 0');
  else {
    const kobo = nairaToKobo(price);
    if (kobo === null) reasons.push('price has more than two decimals (naira and kobo)');
    else values.priceKobo = kobo;
  }

  const category = (row.category ?? '').trim();
  const categoryId = categories.get(category.toLowerCase());
  if (!category) reasons.push('category missing');
  else if (!categoryId) reasons.push(`unknown category "${category}"`);
  else values.categoryId = categoryId;

  if (row.nafdac_number !== undefined) {
    const nafdac = row.nafdac_number
      .trim()
      .toUpperCase()
      .replace(/\s*[-–—]\s*/, '-');
    if (nafdac && !new RegExp(NAFDAC_PATTERN).test(nafdac))
      reasons.push(`NAFDAC number "${row.nafdac_number.trim()}" is not in NAFDAC's format (such as A4-0237, 04-8642 or A11-100139)`);
    else values.nafdacNumber = nafdac;
  }
  if (row.dosage_form !== undefined) {
    const form = row.dosage_form.trim().toLowerCase();
    if (form && !(DOSAGE_FORMS as readonly string[]).includes(form))
      reasons.push(`dosage form "${row.dosage_form.trim()}" is not one the shop knows`);
    else values.dosageForm = form;
  }
  for (const [column, field] of Object.entries(TEXT_COLUMNS) as [
    keyof typeof TEXT_COLUMNS,
    (typeof TEXT_COLUMNS)[keyof typeof TEXT_COLUMNS],
  ][]) {
    const value = row[column];
    if (value === undefined) continue;
    if (value.length > 5000) reasons.push(`${column} longer than 5000 characters`);
    else values[field] = tidy(field, value);
  }
  for (const [column, field] of [
    ['featured', 'isFeatured'],
    ['hidden', 'hidden'],
  ] as const) {
    const value = row[column]?.trim().toLowerCase();
    if (value === undefined || value === '') continue;
    if (!(value in BOOLEANS)) reasons.push(`${column} must be true or false`);
    else values[field] = BOOLEANS[value];
  }
}

/** As the medicine editor keeps them: product facts with single spaces, the dosage trimmed, texts as written. */
function tidy(field: (typeof TEXT_COLUMNS)[keyof typeof TEXT_COLUMNS], value: string): string {
  if (field === 'description' || field === 'sideEffects') return value;
  if (field === 'dosage') return value.trim();
  return value.trim().replace(/\s+/g, ' ');
}

function report(planned: Planned[], applied: boolean): ImportReport {
  const counts = { created: 0, changed: 0, unchanged: 0, refused: 0 };
  const rows = planned.map(({ values: _v, before: _b, ...row }) => {
    counts[row.result] += 1;
    return row;
  });
  return { applied, counts, rows };
}
