import { useState } from 'react';
import { Alert, apiErrorMessage, cardClass, Link, type MedicineCategory, useLoad } from 'shared-kernel';
import { FormActions, Checkbox, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { imageFileError, imageUrlError, parseNaira, priceError, required } from '../../../utils/validation';
import { addMedicine } from '../api/add-medicine';
import { useClassCheck } from './class-mismatch-warning';
import { CheckedProductFacts, classError, coldChainError, factsBody, nafdacError, NO_FACTS } from './product-facts-fields';
import { getCategories } from '../api/get-categories';
import { pictureUrl } from '../api/picture-url';
import { withPickerErrors } from '../api/upload-image-shared';
import { ImagePicker } from './image-picker';

const initial = {
  name: '',
  price: '',
  description: '',
  dosage: '',
  sideEffects: '',
  imageUrl: '',
  isFeatured: false,
  categoryId: '',
  stockQuantity: '',
  imageFile: null as File | null,
  ...NO_FACTS,
  confirmClassMismatch: false,
};
type Values = typeof initial;

const validate = (values: Values) => ({
  name: required(values.name, 'Name'),
  price: priceError(values.price),
  categoryId: values.categoryId ? undefined : '*Category is required',
  imageUrl: imageUrlError(values.imageUrl),
  imageFile: imageFileError(values.imageFile),
  stockQuantity: /^\s*\d{0,6}\s*$/.test(values.stockQuantity) ? undefined : '*Units on hand must be a whole number from 0',
  medicineClass: classError(values.medicineClass, values.controlled),
  nafdacNumber: nafdacError(values.nafdacNumber),
  coldChainMinutes: coldChainError(values),
});

/** The category select, a retry when the categories cannot be read, and a hint when there are none. */
function CategoryPicker({
  categories,
  field,
}: {
  categories: ReturnType<typeof useLoad<MedicineCategory[]>>;
  field: ReturnType<ReturnType<typeof useForm<Values>>['field']>;
}) {
  return (
    <>
      <Select id="admin-product-category" label="Category" disabled={categories.status !== 'ready'} {...field}>
        <option value="">{categories.status === 'loading' ? 'Loading categories...' : 'Choose a category'}</option>
        {categories.status === 'ready' &&
          categories.data.map((category) => (
            <option key={category.medicineCategoryId} value={category.medicineCategoryId}>
              {category.name}
            </option>
          ))}
      </Select>
      {categories.status === 'error' && (
        <Alert onRetry={categories.reload}>{apiErrorMessage(categories.error, 'Could not load the categories.')}</Alert>
      )}
      {categories.status === 'ready' && categories.data.length === 0 && (
        <p className="admin-field-hint">
          There are no categories yet. <Link to="/add-category">Add a category</Link> first.
        </p>
      )}
    </>
  );
}

/** The add-medicine body: trimmed texts, the price as naira, the facts, the class and its confirmation. */
const addBody = (values: Values, imageUrl: string | null) => ({
  name: values.name.trim(),
  price: parseNaira(values.price),
  description: values.description.trim(),
  dosage: values.dosage.trim(),
  sideEffects: values.sideEffects.trim(),
  imageUrl,
  isFeatured: values.isFeatured,
  categoryId: values.categoryId,
  // Without a count the medicine starts out of stock, and is restocked from its edit page.
  stockQuantity: values.stockQuantity.trim() ? Number(values.stockQuantity) : 0,
  ...factsBody(values),
  confirmClassMismatch: values.confirmClassMismatch,
});

/** What is wrong with saving now: a class mismatch the admin has not confirmed. */
const confirmMissing = 'Tick the box to confirm the class, or choose Prescription only (POM).';

export function AddProductForm() {
  const form = useForm({ initial, validate });
  const { outcome, add, refuse } = useAddSubmit('product', form);
  const check = useClassCheck(form.values);
  const [confirmError, setConfirmError] = useState('');
  const categories = useLoad(getCategories, []);
  // A new key empties the file input, which only the browser can clear.
  const [formKey, setFormKey] = useState(0);

  const send = (values: Values) => {
    if (check?.mismatch && !values.confirmClassMismatch) {
      setConfirmError(confirmMissing);
      return refuse();
    }
    setConfirmError('');
    return add(
      async () => {
        const imageUrl = await pictureUrl(values);
        return addMedicine(addBody(values, imageUrl));
      },
      {
        fieldErrors: withPickerErrors,
        onSuccess: () => setFormKey((k) => k + 1),
        note: (added) => (added.hidden ? 'It is hidden from the shop until it has a NAFDAC number.' : ''),
      },
    );
  };

  return (
    <form
      key={formKey}
      className={`admin-form ${cardClass}`}
      onSubmit={form.handleSubmit(send, refuse)}
      noValidate
      aria-label="Add product"
    >
      <TextField id="admin-product-name" label="Name" {...form.field('name')} />
      <TextField
        id="admin-product-price"
        label="Price (N)"
        inputMode="decimal"
        hint="In naira, more than 0, at most two decimals: 2800, 2,800 or ₦2,800."
        {...form.field('price')}
      />
      <CheckedProductFacts
        form={form}
        idPrefix="admin-product"
        check={check}
        confirmError={confirmError}
        onConfirmed={(confirmed) => confirmed && setConfirmError('')}
      />
      <TextField id="admin-product-description" label="Description" multiline {...form.field('description')} />
      <TextField id="admin-product-dosage" label="Dosage" {...form.field('dosage')} />
      <ImagePicker
        idPrefix="admin-product"
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
      <TextField id="admin-product-side-effects" label="Side effects" multiline {...form.field('sideEffects')} />
      <TextField
        id="admin-product-stock"
        label="Units on hand"
        inputMode="numeric"
        optional
        hint="Recorded as received. Left empty, the medicine shows Out of stock until it is restocked."
        {...form.field('stockQuantity')}
      />
      <Checkbox id="admin-product-featured" label="Is Featured" {...form.checkbox('isFeatured')} />
      <CategoryPicker categories={categories} field={form.field('categoryId')} />
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Add product" busyLabel="Adding..." />
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
