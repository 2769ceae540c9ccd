import { type FieldErrors } from 'shared-kernel/ui/forms';
import { type MedicationProfile, type ProfileFields, type ProfileLists, type RegularMedicine } from '../api/profiles-types';
import { profilesMessages } from '../../../i18n/profiles';

const t = profilesMessages.t;

/** What the profile form edits. */
export interface ProfileValues {
  label: string;
  relationship: string;
  dateOfBirth: string;
  sex: '' | 'female' | 'male';
  pregnant: boolean;
  breastfeeding: boolean;
  ingredients: string[];
  classes: string[];
  conditions: string[];
  medicines: RegularMedicine[];
}

/** The oldest a person may be, as the server holds it. */
const OLDEST_YEARS = 120;

/** Today's date where the shopper is, YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** True when `value` is YYYY-MM-DD naming a real day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from `born` to `today` (both YYYY-MM-DD). */
export function ageInYears(born: string, today = todayIso()): number {
  const [by, bm, bd] = born.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Pregnancy and breastfeeding are asked only of a female with a date of birth, old enough (the server's rule). */
export function pregnancyApplies(values: Pick<ProfileValues, 'sex' | 'dateOfBirth'>, youngestYears: number): boolean {
  if (values.sex !== 'female' || !isCalendarDate(values.dateOfBirth) || values.dateOfBirth > todayIso()) return false;
  return ageInYears(values.dateOfBirth) >= youngestYears;
}

export function valuesOf(profile: MedicationProfile | null, lists: ProfileLists): ProfileValues {
  return {
    label: profile?.label ?? '',
    relationship: profile?.relationship ?? lists.relationships[0] ?? 'child',
    dateOfBirth: profile?.dateOfBirth ?? '',
    sex: profile?.sex ?? '',
    pregnant: profile?.pregnant ?? false,
    breastfeeding: profile?.breastfeeding ?? false,
    ingredients: [...(profile?.allergies.ingredients ?? [])],
    classes: [...(profile?.allergies.classes ?? [])],
    conditions: [...(profile?.conditions ?? [])],
    medicines: (profile?.medicines ?? []).map((m) => ({ ...m })),
  };
}

/** The whole profile as the server takes it; pregnancy and breastfeeding only where they apply. */
export function fieldsOf(values: ProfileValues, lists: ProfileLists): ProfileFields {
  const applies = pregnancyApplies(values, lists.youngestPregnantYears);
  return {
    label: values.label.trim(),
    dateOfBirth: values.dateOfBirth || null,
    sex: values.sex || null,
    pregnant: applies && values.pregnant,
    breastfeeding: applies && values.breastfeeding,
    allergies: { ingredients: values.ingredients, classes: values.classes } as ProfileFields['allergies'],
    conditions: values.conditions as ProfileFields['conditions'],
    // Either the catalogue's id or the typed name (the schema's "one of the two"; the generated type lists both as required).
    medicines: values.medicines.map((m) =>
      m.medicineId ? { medicineId: m.medicineId } : { name: m.name },
    ) as unknown as ProfileFields['medicines'],
  };
}

function dateProblem(value: string, required: boolean): string | undefined {
  if (!value) return required ? t('error.dateOfBirth') : undefined;
  if (!isCalendarDate(value)) return t('error.dateInvalid');
  const today = todayIso();
  if (value > today) return t('error.dateFuture');
  if (ageInYears(value, today) > OLDEST_YEARS) return t('error.dateOld');
  return undefined;
}

/** The checks the server makes, said before a trip to it. */
export function validateProfile(values: ProfileValues, self: boolean, maxAllergies: number): FieldErrors<ProfileValues> {
  const errors: FieldErrors<ProfileValues> = {};
  const label = values.label.trim();
  if (!self && !label) errors.label = t('error.label');
  else if (label.length > 60) errors.label = t('error.labelLong');
  const date = dateProblem(values.dateOfBirth, !self);
  if (date) errors.dateOfBirth = date;
  if (values.ingredients.length + values.classes.length > maxAllergies) errors.ingredients = t('error.tooMany', { count: maxAllergies });
  return errors;
}

/** The server's field errors on the form's fields ("allergies" on the ingredient picker, a medicine's on the list). */
export function serverFieldErrors(fields: Record<string, string>): FieldErrors<ProfileValues> {
  const errors: FieldErrors<ProfileValues> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field === 'allergies' || field.startsWith('allergies.')) errors.ingredients = message;
    else if (field.startsWith('medicines')) errors.medicines = message;
    else if (['label', 'relationship', 'dateOfBirth', 'sex', 'pregnant', 'breastfeeding', 'conditions'].includes(field))
      errors[field as keyof ProfileValues] = message;
  }
  return errors;
}
