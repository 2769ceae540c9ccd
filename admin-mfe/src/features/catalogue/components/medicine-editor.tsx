import { useState } from 'react';
import {
  type AdminMedicine,
  Alert,
  apiErrorMessage,
  apiFieldErrors,
  apiPatterns,
  cardClass,
  Loading,
  MEDICINE_CLASS_LABELS,
  type MedicineClass,
  type MedicineEdit,
  useLoad,
} from 'shared-kernel';
import { FormActions, Checkbox, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { imageFileError, imageUrlError, priceError, required } from '../../../utils/validation';
import { pictureUrl, withPickerErrors } from '../api/upload-image';
import { ImagePicker } from './image-picker';
import { editMedicine, getAdminCategories, getAdminMedicine } from '../api/manage-catalogue';
import { StockPanel } from './stock-panel';

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

const valuesOf = (m: AdminMedicine) => ({
  name: m.name,
  price: String(m.price),
  description: m.description,
  dosage: m.dosage,
  sideEffects: m.sideEffects,
  categoryId: m.categoryId,
  isFeatured: m.isFeatured,
  hidden: m.hidden,
  imageUrl: m.imageUrl ?? '',
  imageFile: null as File | null,
  activeIngredients: m.activeIngredients,
  strength: m.strength,
  dosageForm: m.dosageForm,
  packSize: m.packSize,
  manufacturer: m.manufacturer,
  nafdacNumber: m.nafdacNumber,
  medicineClass: m.medicineClass as string,
});
type Values = ReturnType<typeof valuesOf>;

const validate = (v: Values) => ({
  name: required(v.name, 'Name'),
  price: priceError(v.price),
  categoryId: v.categoryId ? undefined : '*Category is required',
  imageUrl: imageUrlError(v.imageUrl),
  imageFile: imageFileError(v.imageFile),
  nafdacNumber:
    v.nafdacNumber.trim() && !NAFDAC.test(storedNafdac(v.nafdacNumber)) ? 'Enter a NAFDAC number such as A4-0237 or 04-8642' : undefined,
});

/** One medicine for an admin: every field, its facts, its visibility, and its stock. */
export function MedicineEditor({ id }: { id: string }) {
  const loaded = useLoad(() => getAdminMedicine(id), [id]);
  const [savedVersion, setSavedVersion] = useState(0);
  if (loaded.status === 'loading') return <Loading label="Loading the medicine..." />;
  if (loaded.status === 'error')
    return <Alert onRetry={loaded.reload}>{apiErrorMessage(loaded.error, 'Could not load the medicine.')}</Alert>;
  return (
    <>
      <MedicineForm
        key={`${loaded.data.id}-${loaded.data.version}`}
        medicine={loaded.data}
        saved={savedVersion === loaded.data.version}
        onSaved={(m) => {
          setSavedVersion(m.version);
          loaded.replace(m);
        }}
        onReload={loaded.reload}
      />
      <StockPanel
        medicine={loaded.data}
        onChanged={() =>
          // Read again in place: the panel stays, with its message, and shows the new count.
          getAdminMedicine(id).then(loaded.replace, loaded.reload)
        }
      />
    </>
  );
}

/** The PUT body: trimmed texts, the price in naira to two decimals, the version it was read at. */
function editBody(v: Values, version: number, imageUrl: string | null): MedicineEdit {
  return {
    version,
    name: v.name.trim(),
    price: Math.round(Number(v.price.trim()) * 100) / 100,
    description: v.description.trim(),
    dosage: v.dosage.trim(),
    sideEffects: v.sideEffects.trim(),
    categoryId: v.categoryId,
    isFeatured: v.isFeatured,
    hidden: v.hidden,
    imageUrl,
    activeIngredients: v.activeIngredients.trim(),
    strength: v.strength.trim(),
    dosageForm: v.dosageForm as MedicineEdit['dosageForm'],
    packSize: v.packSize.trim(),
    manufacturer: v.manufacturer.trim(),
    nafdacNumber: v.nafdacNumber.trim(),
    medicineClass: v.medicineClass as MedicineClass,
  };
}

/** The product facts: ingredients, strength, dosage form, pack, manufacturer, NAFDAC number, class. */
function ProductFacts({ form }: { form: MedicineFormState }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Product facts</legend>
      <TextField id="admin-edit-ingredients" label="Active ingredient(s)" {...form.field('activeIngredients')} />
      <TextField id="admin-edit-strength" label="Strength" hint="For example 500 mg, or 80 mg / 480 mg" {...form.field('strength')} />
      <Select id="admin-edit-form" label="Dosage form" {...form.field('dosageForm')}>
        <option value="">Not given</option>
        {DOSAGE_FORMS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </Select>
      <TextField id="admin-edit-pack" label="Pack size" hint="For example 24 tablets" {...form.field('packSize')} />
      <TextField id="admin-edit-manufacturer" label="Manufacturer" {...form.field('manufacturer')} />
      <TextField id="admin-edit-nafdac" label="NAFDAC number" hint="For example A4-0237 or 04-8642" {...form.field('nafdacNumber')} />
      <Select id="admin-edit-class" label="Class" {...form.field('medicineClass')}>
        {(Object.keys(MEDICINE_CLASS_LABELS) as MedicineClass[]).map((c) => (
          <option key={c} value={c}>
            {MEDICINE_CLASS_LABELS[c]}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}

/** The categories (hidden ones marked); the medicine's own until they are read. */
function CategorySelect({ form, medicine }: { form: MedicineFormState; medicine: AdminMedicine }) {
  const categories = useLoad(() => getAdminCategories({ sort: 'name' }, {}), []);
  return (
    <Select id="admin-edit-category" label="Category" {...form.field('categoryId')}>
      {categories.status === 'ready'
        ? categories.data.items.map((c) => (
            <option key={c.medicineCategoryId} value={c.medicineCategoryId}>
              {c.name}
              {c.hidden ? ' (hidden)' : ''}
            </option>
          ))
        : [
            <option key="current" value={medicine.categoryId}>
              {medicine.categoryName}
            </option>,
          ]}
    </Select>
  );
}

type MedicineFormState = ReturnType<typeof useForm<Values>>;

function MedicineForm({
  medicine,
  saved,
  onSaved,
  onReload,
}: {
  medicine: AdminMedicine;
  saved: boolean;
  onSaved: (m: AdminMedicine) => void;
  onReload: () => void;
}) {
  const form = useForm({ initial: valuesOf(medicine), validate });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string; conflict?: boolean } | null>(null);

  const save = async (v: Values) => {
    setOutcome(null);
    try {
      const imageUrl = await pictureUrl(v);
      const body = editBody(v, medicine.version, imageUrl);
      const saved = await editMedicine(medicine.id, body);
      onSaved(saved);
    } catch (error) {
      form.setServerErrors(withPickerErrors(apiFieldErrors(error)));
      const status = (error as { response?: { status?: number } }).response?.status;
      setOutcome({
        tone: 'error',
        text: `Not saved: ${apiErrorMessage(error, 'Something went wrong. Please try again.')}`,
        conflict: status === 409,
      });
    }
  };

  return (
    <form
      className={`admin-form ${cardClass}`}
      onSubmit={form.handleSubmit(save, () => setOutcome({ tone: 'error', text: 'Not saved: please correct the marked fields.' }))}
      noValidate
      aria-label="Edit medicine"
    >
      <p className="admin-field-hint">
        Version {medicine.version} · last changed {new Date(medicine.updatedAt).toLocaleString('en-NG')}
      </p>
      {saved && <Alert tone="success">Saved: version {medicine.version}.</Alert>}
      <TextField id="admin-edit-name" label="Name" {...form.field('name')} />
      <TextField
        id="admin-edit-price"
        label="Price (N)"
        inputMode="decimal"
        hint="In naira, more than 0, at most two decimals."
        {...form.field('price')}
      />
      <CategorySelect form={form} medicine={medicine} />
      <ProductFacts form={form} />
      <TextField id="admin-edit-description" label="Description" multiline {...form.field('description')} />
      <TextField id="admin-edit-dosage" label="Dosage" {...form.field('dosage')} />
      <TextField id="admin-edit-side-effects" label="Side effects" multiline {...form.field('sideEffects')} />
      <ImagePicker
        idPrefix="admin-edit"
        file={form.values.imageFile}
        onFileChange={(file) => {
          form.setValue('imageFile', file);
          form.touch('imageFile');
        }}
        fileError={form.errors.imageFile}
        url={form.values.imageUrl}
        onUrlChange={(v) => form.setValue('imageUrl', v)}
        onUrlBlur={() => form.touch('imageUrl')}
        urlError={form.errors.imageUrl}
      />
      <Checkbox id="admin-edit-featured" label="Is Featured" {...form.checkbox('isFeatured')} />
      <Checkbox id="admin-edit-hidden" label="Hidden from the shop" {...form.checkbox('hidden')} />
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Save changes" busyLabel="Saving..." />
      {outcome && (
        <Alert tone={outcome.tone} onRetry={outcome.conflict ? onReload : undefined} retryLabel="Reload the medicine">
          {outcome.text}
        </Alert>
      )}
    </form>
  );
}
