import type { Medicine, MedicineCategory as CategoryRow, NewMedicine } from '../../platform/db/schema/catalogue';
import { conflict, type FieldError } from '../../platform/lib/http-errors';
import { type MedicineFacts, NAFDAC_PATTERN } from './catalogue-schemas';

/** The rules an admin's add or edit is checked against, and how its changes are audited. */

/** Naira with at most two decimals, as whole kobo; null when it has more decimals. */
export function nairaToKobo(price: number): number | null {
  const kobo = Math.round(price * 100);
  return Math.abs(kobo - price * 100) < 1e-6 ? kobo : null;
}

export const MEDICINE_FIELDS = [
  'name',
  'priceKobo',
  'description',
  'dosage',
  'sideEffects',
  'imageUrl',
  'categoryId',
  'isFeatured',
  'activeIngredients',
  'strength',
  'dosageForm',
  'packSize',
  'manufacturer',
  'nafdacNumber',
  'medicineClass',
  'controlled',
  'coldChainMaxMinutesOut',
] as const satisfies readonly (keyof Medicine)[];
export const CATEGORY_FIELDS = ['name', 'description', 'imageUrl'] as const satisfies readonly (keyof CategoryRow)[];

/** A record's fields as an audit entry of its creation (from null) or deletion (to null). */
export function created<T extends object>(row: T, fields: readonly (keyof T & string)[]) {
  return auditView(Object.fromEntries(fields.filter((f) => row[f] !== '' && row[f] !== null).map((f) => [f, { from: null, to: row[f] }])));
}
export function removed<T extends object>(row: T, fields: readonly (keyof T & string)[]) {
  return auditView(Object.fromEntries(fields.filter((f) => row[f] !== '' && row[f] !== null).map((f) => [f, { from: row[f], to: null }])));
}

/** Audit entries speak the API's language: price in naira, not kobo. */
export function auditView(changes: Record<string, { from: unknown; to: unknown }>) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, change] of Object.entries(changes)) {
    if (field === 'priceKobo') {
      const naira = (v: unknown) => (typeof v === 'number' ? v / 100 : v);
      out.price = { from: naira(change.from), to: naira(change.to) };
    } else out[field] = change;
  }
  return out;
}

/** hide / unhide when that is the only change, else update. */
export function editAction(changes: Record<string, unknown>): string {
  const fields = Object.keys(changes);
  if (fields.length === 1 && fields[0] === 'hidden') return (changes.hidden as { to: boolean }).to ? 'hide' : 'unhide';
  return 'update';
}

export function assertVersion(kind: string, name: string, current: number, sent: number) {
  if (current !== sent) {
    throw conflict(
      `Someone changed this ${kind} ("${name}") after you opened it: it is now at version ${current}, not ${sent}. Reload it, check their change and make yours again.`,
      [{ field: 'version', message: `the ${kind} is now at version ${current}` }],
    );
  }
}

/** Checks and normalises the product facts given; `partial` leaves out what was not sent. */
export function checkFacts(input: MedicineFacts, problems: FieldError[], partial = false): Partial<NewMedicine> {
  const out: Partial<NewMedicine> = {};
  for (const field of ['activeIngredients', 'strength', 'packSize', 'manufacturer'] as const) {
    if (input[field] !== undefined) out[field] = input[field]!.trim().replace(/\s+/g, ' ');
    else if (!partial) out[field] = '';
  }
  if (input.dosageForm !== undefined) out.dosageForm = input.dosageForm;
  if (input.medicineClass !== undefined) out.medicineClass = input.medicineClass;
  if (input.controlled !== undefined) out.controlled = input.controlled;
  if (input.coldChainMaxMinutesOut !== undefined) out.coldChainMaxMinutesOut = input.coldChainMaxMinutesOut;
  if (input.nafdacNumber !== undefined) {
    const nafdac = input.nafdacNumber
      .trim()
      .toUpperCase()
      .replace(/\s*[-–—]\s*/, '-');
    if (nafdac && !new RegExp(NAFDAC_PATTERN).test(nafdac))
      problems.push({
        field: 'nafdacNumber',
        message: 'nafdacNumber must look like a NAFDAC registration number, such as A4-0237, 04-8642 or A11-100139',
      });
    out.nafdacNumber = nafdac;
  }
  return out;
}

export function duplicateCategory(name: string) {
  return conflict(`A category named "${name}" already exists.`, [{ field: 'name', message: 'a category with this name already exists' }]);
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
