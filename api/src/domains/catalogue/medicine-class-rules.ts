import type { MedicineClass } from '../../platform/db/schema/catalogue';
import { conflict, withCode } from '../../platform/lib/http-errors';
import { DOSAGE_FORMS } from './catalogue-schemas';
import { assertControlledListable } from '../controlled-medicines/controlled-rules';

/**
 * Issue 30: a new medicine must not go on sale as over the counter by accident. Two rules live here:
 * a medicine without a NAFDAC number is never shown in the shop, and a medicine whose name or active
 * ingredients match a prescription-only medicine already in the catalogue is saved as anything but
 * prescription-only only when the admin confirms it.
 */

/** A prescription-only medicine of the catalogue, as the class check compares it. */
export type PrescriptionOnly = { id: string; name: string; activeIngredients: string; manufacturer: string };
export type ClassCheckInput = { name: string; activeIngredients?: string; medicineClass?: MedicineClass; excludeId?: string };
export type ClassCheck = {
  mismatch: boolean;
  matches: { id: string; name: string; activeIngredients: string; matchedOn: 'name' | 'ingredients' }[];
};

/** Words of a name that say nothing about what the medicine is: forms, packs, marketing words. */
const NOISE = new Set([
  ...DOSAGE_FORMS.flatMap((form) => form.split(' ')),
  ...['tablets', 'caplets', 'capsules', 'softgels', 'sachets', 'lozenges', 'pessaries', 'creams', 'drops', 'syrups', 'inhalers'],
  ...['plus', 'forte', 'extra', 'junior', 'children', 'child', 'adult', 'adults', 'kids', 'pack', 'strip', 'original', 'advance'],
  ...['max', 'duo', 'mini', 'tabs', 'caps', 'oral', 'film', 'coated', 'release', 'modified', 'with', 'and', 'for'],
  ...['vitamin', 'vitamins', 'multivitamin', 'relief', 'daily', 'night', 'liquid', 'sugar', 'free', 'blood', 'pressure'],
]);

const words = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

/** Each active ingredient as lower-case words, without notes in brackets ("Amlodipine (as besilate)" is "amlodipine"). */
export function ingredientsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,+/&;]|\band\b|\bwith\b/)
    .map((part) =>
      part
        .replace(/[^a-z0-9 ]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => part.length >= 4);
}

/** Whether `part` appears in `whole` as whole words. */
const containsWords = (whole: string, part: string) => ` ${whole} `.includes(` ${part} `);

/** A name's telling words (brands: five letters or more): not forms or packs, not the maker's own first word ("Emzor"). */
function nameKeys(name: string, manufacturer = ''): Set<string> {
  const maker = words(manufacturer)[0];
  return new Set(words(name).filter((w) => w.length >= 5 && !NOISE.has(w) && w !== maker));
}

/** How a candidate matches one prescription-only medicine, or null. */
function matchOf(input: ClassCheckInput, pom: PrescriptionOnly): 'name' | 'ingredients' | null {
  const mine = ingredientsOf(input.activeIngredients ?? '');
  const theirs = ingredientsOf(pom.activeIngredients);
  if (mine.some((a) => theirs.some((b) => containsWords(a, b) || containsWords(b, a)))) return 'ingredients';
  const myName = words(input.name).join(' ');
  const theirName = words(pom.name).join(' ');
  // A name naming their ingredient ("Amlodipine 5mg"), their name naming mine, or one telling word in common ("Norvasc").
  if (theirs.some((b) => containsWords(myName, b)) || mine.some((a) => containsWords(theirName, a))) return 'name';
  const keys = nameKeys(pom.name, pom.manufacturer);
  return [...nameKeys(input.name)].some((w) => keys.has(w)) ? 'name' : null;
}

/** The prescription-only medicines a candidate matches, and whether its class disagrees with them. */
export function classCheck(input: ClassCheckInput, prescriptionOnly: PrescriptionOnly[]): ClassCheck {
  const matches = prescriptionOnly
    .filter((pom) => pom.id !== input.excludeId)
    .flatMap((pom) => {
      const matchedOn = matchOf(input, pom);
      return matchedOn ? [{ id: pom.id, name: pom.name, activeIngredients: pom.activeIngredients, matchedOn }] : [];
    })
    .slice(0, 10);
  return { mismatch: matches.length > 0 && input.medicineClass !== undefined && input.medicineClass !== 'pom', matches };
}

/** 409 unless the admin confirmed saving as non-prescription a medicine that matches prescription-only ones. */
export function assertClassConfirmed(check: ClassCheck, medicineClass: MedicineClass, confirmed: boolean | undefined) {
  if (!check.mismatch || confirmed) return;
  const names = check.matches.map((m) => m.name).join(', ');
  throw withCode(
    conflict(
      `This medicine matches prescription-only medicine already in the catalogue (${names}) but its class is ${CLASS_NAMES[medicineClass]}. Check the class; to save it as ${CLASS_NAMES[medicineClass]} anyway, confirm it (confirmClassMismatch: true).`,
      [{ field: 'medicineClass', message: `matches prescription-only ${names}` }],
    ),
    'class-mismatch',
  );
}

const CLASS_NAMES: Record<MedicineClass, string> = { otc: 'over the counter', pharmacy: 'pharmacy-only', pom: 'prescription-only' };

/** 409 when a medicine would be shown in the shop without a NAFDAC number. */
export function assertShowable(name: string, nafdacNumber: string) {
  if (nafdacNumber.trim()) return;
  throw withCode(
    conflict(
      `"${name}" has no NAFDAC number, so it cannot be shown in the shop. Enter its NAFDAC number first; it stays hidden until then.`,
      [{ field: 'nafdacNumber', message: 'a medicine needs its NAFDAC number before it is shown' }],
    ),
    'nafdac-required',
  );
}

type Guarded = {
  name: string;
  activeIngredients: string;
  medicineClass: MedicineClass;
  nafdacNumber: string;
  hidden: boolean;
  strength?: string;
  controlled?: boolean;
};

/**
 * The issue-30 checks of an add (`before` null) or an edit, on the medicine as it would be after it:
 * a class that disagrees with matching prescription-only medicine needs `confirmed` (checked when
 * the name, ingredients or class change), and a shown medicine needs its NAFDAC number (checked when
 * it is unhidden or its number changes).
 */
export async function guardMedicine(
  source: { prescriptionOnly(): Promise<PrescriptionOnly[]> },
  before: (Guarded & { id: string }) | null,
  after: Guarded,
  confirmed: boolean | undefined,
) {
  const moved = (field: keyof Guarded) => !before || before[field] !== after[field];
  // Controlled medicines: prescription-only, and no tramadol above 100 mg (controlled/controlled-rules.ts).
  assertControlledListable(after);
  if (moved('name') || moved('activeIngredients') || moved('medicineClass')) {
    const check = classCheck({ ...after, excludeId: before?.id }, await source.prescriptionOnly());
    assertClassConfirmed(check, after.medicineClass, confirmed);
  }
  if (!after.hidden && (moved('hidden') || moved('nafdacNumber'))) assertShowable(after.name, after.nafdacNumber);
}
