import { apiPatterns, MEDICINE_CLASS_LABELS, type MedicineClass, type MedicineEdit } from 'shared-kernel';
import { Checkbox, Select, TextField, type useForm } from 'shared-kernel/ui/forms';
import type { ClassCheck } from '../api/class-check';
import { ClassMismatchWarning } from './class-mismatch-warning';

/** A dosage form the API takes: the enum of its medicine schema (the generated API types). */
type DosageForm = Exclude<NonNullable<MedicineEdit['dosageForm']>, ''>;

/** Every dosage form once: a form the API adds or drops makes this object fail tsc until it matches. */
const DOSAGE_FORM_SET: Record<DosageForm, true> = {
  tablet: true,
  caplet: true,
  capsule: true,
  softgel: true,
  'effervescent tablet': true,
  'dispersible tablet': true,
  syrup: true,
  suspension: true,
  solution: true,
  drops: true,
  cream: true,
  ointment: true,
  gel: true,
  inhaler: true,
  injection: true,
  sachet: true,
  lozenge: true,
  pessary: true,
  spray: true,
  device: true,
  'test kit': true,
  dressing: true,
  other: true,
};
export const DOSAGE_FORMS = Object.keys(DOSAGE_FORM_SET) as DosageForm[];

/**
 * The API's own format for a stored NAFDAC number (its schema's `pattern`, generated from the
 * OpenAPI document): an entry is read as the server reads it (trimmed, in capitals, the dash
 * unspaced) and checked with it. The server checks it again either way.
 */
const NAFDAC = new RegExp(apiPatterns.AdminMedicine.nafdacNumber);
/** An entry as the server stores it (catalogue-edit-rules.ts). */
const storedNafdac = (entry: string) =>
  entry
    .trim()
    .toUpperCase()
    .replace(/\s*[-–—]\s*/, '-');

export function nafdacError(text: string): string | undefined {
  return text.trim() && !NAFDAC.test(storedNafdac(text)) ? 'Enter a NAFDAC number such as A4-0237 or 04-8642' : undefined;
}

/** The class must be chosen: there is no default (issue 30); a controlled medicine is prescription only. */
export const classError = (value: string, controlled = false) => {
  if (!value) return '*Class is required: choose over the counter, pharmacy only or prescription only';
  return controlled && value !== 'pom' ? '*A controlled medicine must be prescription only (POM)' : undefined;
};

/** The facts of a medicine as form text: the add and the edit form both hold these. */
export type FactValues = {
  activeIngredients: string;
  strength: string;
  dosageForm: string;
  packSize: string;
  manufacturer: string;
  nafdacNumber: string;
  medicineClass: string;
  controlled: boolean;
  /** Stored at 2–8 °C, and the most minutes a unit may spend out of the fridge (as typed). */
  coldChain: boolean;
  coldChainMinutes: string;
};
export const NO_FACTS: FactValues = {
  activeIngredients: '',
  strength: '',
  dosageForm: '',
  packSize: '',
  manufacturer: '',
  nafdacNumber: '',
  medicineClass: '',
  controlled: false,
  coldChain: false,
  coldChainMinutes: '',
};

/** The most minutes out of the fridge the API takes (30 days). */
export const MAX_COLD_CHAIN_MINUTES = 43_200;

/** A fridge medicine needs its minutes out of the fridge: a whole number from 1 to 43200. */
export const coldChainError = (v: Pick<FactValues, 'coldChain' | 'coldChainMinutes'>) => {
  if (!v.coldChain) return undefined;
  const minutes = Number(v.coldChainMinutes.trim());
  return /^\s*\d+\s*$/.test(v.coldChainMinutes) && minutes >= 1 && minutes <= MAX_COLD_CHAIN_MINUTES
    ? undefined
    : '*Enter the most minutes out of the fridge: a whole number from 1 to 43200 (30 days)';
};

/** The facts trimmed as the API takes them; the class as chosen. */
export const factsBody = (v: FactValues) => ({
  activeIngredients: v.activeIngredients.trim(),
  strength: v.strength.trim(),
  dosageForm: v.dosageForm as MedicineEdit['dosageForm'],
  packSize: v.packSize.trim(),
  manufacturer: v.manufacturer.trim(),
  nafdacNumber: v.nafdacNumber.trim(),
  medicineClass: v.medicineClass as MedicineClass,
  controlled: v.controlled,
  coldChainMaxMinutesOut: v.coldChain ? Number(v.coldChainMinutes.trim()) : null,
});

type FactsForm = {
  field: ReturnType<typeof useForm<FactValues>>['field'];
  checkbox: ReturnType<typeof useForm<FactValues>>['checkbox'];
};

/**
 * The product facts: ingredients, strength, dosage form, pack, manufacturer, NAFDAC number and class.
 * `idPrefix` keeps the ids of the add and the edit form apart; the class select starts at "Choose…"
 * whenever the value is empty (a new medicine), so nothing is chosen for the admin.
 */
export function ProductFactsFields({ form, idPrefix }: { form: FactsForm; idPrefix: string }) {
  const classField = form.field('medicineClass');
  return (
    <fieldset className="admin-fieldset">
      <legend>Product facts</legend>
      <Select id={`${idPrefix}-class`} label="Class" hint="Prescription only (POM) asks the shopper for a prescription." {...classField}>
        {!classField.value || !(classField.value in MEDICINE_CLASS_LABELS) ? <option value="">Choose…</option> : null}
        {(Object.keys(MEDICINE_CLASS_LABELS) as MedicineClass[]).map((c) => (
          <option key={c} value={c}>
            {MEDICINE_CLASS_LABELS[c]}
          </option>
        ))}
      </Select>
      <Checkbox
        id={`${idPrefix}-controlled`}
        label="Controlled (codeine, tramadol…): prescription only, limited per order and per 30 days"
        {...form.checkbox('controlled')}
      />
      <Checkbox
        id={`${idPrefix}-cold-chain`}
        label="Store at 2–8 °C (fridge): delivered the same day or collected, packed last with a cold box"
        {...form.checkbox('coldChain')}
      />
      {form.checkbox('coldChain').checked ? (
        <TextField
          id={`${idPrefix}-cold-chain-minutes`}
          label="Most minutes out of the fridge"
          hint="A returned unit out of the fridge longer than this is written off, not put back into stock. Take it from the SmPC."
          inputMode="numeric"
          {...form.field('coldChainMinutes')}
        />
      ) : null}
      <TextField
        id={`${idPrefix}-nafdac`}
        label="NAFDAC number"
        hint="For example A4-0237 or 04-8642. Without it the medicine stays hidden from the shop."
        {...form.field('nafdacNumber')}
      />
      <TextField id={`${idPrefix}-ingredients`} label="Active ingredient(s)" {...form.field('activeIngredients')} />
      <TextField id={`${idPrefix}-strength`} label="Strength" hint="For example 500 mg, or 80 mg / 480 mg" {...form.field('strength')} />
      <Select id={`${idPrefix}-form`} label="Dosage form" {...form.field('dosageForm')}>
        <option value="">Not given</option>
        {DOSAGE_FORMS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </Select>
      <TextField id={`${idPrefix}-pack`} label="Pack size" hint="For example 24 tablets" {...form.field('packSize')} />
      <TextField id={`${idPrefix}-manufacturer`} label="Manufacturer" {...form.field('manufacturer')} />
    </fieldset>
  );
}

type CheckedForm = FactsForm & {
  values: FactValues & { confirmClassMismatch: boolean };
  setValue: (name: 'confirmClassMismatch', value: boolean) => void;
};

/** The facts, then the warning (with its confirming tick) when the class disagrees with matching prescription-only medicine. */
export function CheckedProductFacts({
  form,
  idPrefix,
  check,
  confirmError,
  onConfirmed,
}: {
  form: CheckedForm;
  idPrefix: string;
  check: ClassCheck | null;
  confirmError?: string;
  onConfirmed?: (confirmed: boolean) => void;
}) {
  return (
    <>
      <ProductFactsFields form={form} idPrefix={idPrefix} />
      <ClassMismatchWarning
        check={check}
        medicineClass={form.values.medicineClass}
        idPrefix={idPrefix}
        confirmed={form.values.confirmClassMismatch}
        onConfirmedChange={(confirmed) => {
          form.setValue('confirmClassMismatch', confirmed);
          onConfirmed?.(confirmed);
        }}
        error={confirmError}
      />
    </>
  );
}
