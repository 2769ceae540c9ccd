import { useState } from 'react';
import {
  type AdminMedicine,
  Alert,
  apiErrorMessage,
  apiFieldErrors,
  cardClass,
  formatStaffDateTime,
  Loading,
  type MedicineEdit,
  useLoad,
} from 'shared-kernel';
import { FormActions, Checkbox, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { imageFileError, imageUrlError, parseNaira, priceError, required } from '../../../utils/validation';
import { useClassCheck } from './class-mismatch-warning';
import { CheckedProductFacts, classError, coldChainError, factsBody, nafdacError } from './product-facts-fields';
import { pictureUrl } from '../api/picture-url';
import { withPickerErrors } from '../api/upload-image-shared';
import { ImagePicker } from './image-picker';
import { editMedicine } from '../api/edit-medicine';
import { getAdminCategories } from '../api/get-admin-categories';
import { getAdminMedicine } from '../api/get-admin-medicine';
import { ReorderLevelPanel } from './reorder-level-panel';
import { StockPanel } from './stock-panel';

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
  controlled: m.controlled ?? false,
  coldChain: Boolean(m.coldChain),
  coldChainMinutes: m.coldChain ? String(m.coldChain.maxMinutesOut) : '',
  confirmClassMismatch: false,
});
type Values = ReturnType<typeof valuesOf>;

const validate = (v: Values) => ({
  name: required(v.name, 'Name'),
  price: priceError(v.price),
  categoryId: v.categoryId ? undefined : '*Category is required',
  imageUrl: imageUrlError(v.imageUrl),
  imageFile: imageFileError(v.imageFile),
  nafdacNumber: nafdacError(v.nafdacNumber),
  medicineClass: classError(v.medicineClass, v.controlled),
  coldChainMinutes: coldChainError(v),
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
      <ReorderLevelPanel medicineId={loaded.data.id} />
    </>
  );
}

/** The PUT body: trimmed texts, the price in naira to two decimals, the version it was read at. */
function editBody(v: Values, version: number, imageUrl: string | null): MedicineEdit {
  return {
    version,
    name: v.name.trim(),
    price: parseNaira(v.price),
    description: v.description.trim(),
    dosage: v.dosage.trim(),
    sideEffects: v.sideEffects.trim(),
    categoryId: v.categoryId,
    isFeatured: v.isFeatured,
    hidden: v.hidden,
    imageUrl,
    ...factsBody(v),
    confirmClassMismatch: v.confirmClassMismatch,
  };
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
  const check = useClassCheck({ ...form.values, excludeId: medicine.id });
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
        Version {medicine.version} · last changed {formatStaffDateTime(medicine.updatedAt)}
      </p>
      {saved && <Alert tone="success">Saved: version {medicine.version}.</Alert>}
      <TextField id="admin-edit-name" label="Name" {...form.field('name')} />
      <TextField
        id="admin-edit-price"
        label="Price (N)"
        inputMode="decimal"
        hint="In naira, more than 0, at most two decimals: 2800, 2,800 or ₦2,800."
        {...form.field('price')}
      />
      <CategorySelect form={form} medicine={medicine} />
      <CheckedProductFacts form={form} idPrefix="admin-edit" check={check} />
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
