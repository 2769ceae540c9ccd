import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'shared-kernel';
import { CheckboxField, FormField, TextField } from '../../../components/ui/form-field';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { useForm } from '../../../hooks/use-form';
import { useLoad } from '../../../hooks/use-load';
import { imageFileError, imageUrlError, priceError, required } from '../../../utils/validation';
import { addMedicine } from '../api/add-medicine';
import { getCategories } from '../api/get-categories';
import { pictureUrl, withPickerErrors } from '../api/upload-image';
import { ImagePicker } from './image-picker';
import { focusFirstInvalid } from '../../../utils/focus-first-invalid';

const initial = {
  name: '',
  price: '',
  description: '',
  dosage: '',
  sideEffects: '',
  imageUrl: '',
  isFeatured: false,
  categoryId: '',
  imageFile: null as File | null,
};
type Values = typeof initial;

const validate = (values: Values) => ({
  name: required(values.name, 'Name'),
  price: priceError(values.price),
  categoryId: values.categoryId ? undefined : '*Category is required',
  imageUrl: imageUrlError(values.imageUrl),
  imageFile: imageFileError(values.imageFile),
});

/** Naira text to a number with at most two decimals, exactly. */
const toNaira = (text: string) => Math.round(Number(text.trim()) * 100) / 100;

export function AddProductForm() {
  const form = useForm(initial, validate);
  const { outcome, setOutcome, busy, submit } = useAddSubmit('product');
  const [categories, reloadCategories] = useLoad(getCategories, 'Could not load the categories.');
  const [formKey, setFormKey] = useState(0);

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!form.attemptSubmit()) {
        focusFirstInvalid(event.currentTarget as HTMLFormElement);
        setOutcome({ kind: 'error', text: 'Failed to add product: please correct the marked fields.' });
        return;
      }
      const { values } = form;
      await submit(
        async () => {
          const imageUrl = await pictureUrl(values);
          await addMedicine({
            name: values.name.trim(),
            price: toNaira(values.price),
            description: values.description.trim(),
            dosage: values.dosage.trim(),
            sideEffects: values.sideEffects.trim(),
            imageUrl,
            isFeatured: values.isFeatured,
            categoryId: values.categoryId,
          });
        },
        {
          onFieldErrors: (errors) => form.setServerErrors(withPickerErrors(errors)),
          onSuccess: () => {
            form.reset();
            setFormKey((k) => k + 1);
          },
        },
      );
    },
    [form, setOutcome, submit],
  );

  return (
    <form key={formKey} className="admin-form" onSubmit={onSubmit} noValidate aria-label="Add product">
      <TextField id="admin-product-name" label="Name" value={form.values.name} onChange={(v) => form.setValue('name', v)} onBlur={() => form.touch('name')} error={form.errors.name} />
      <TextField
        id="admin-product-price"
        label="Price (N)"
        inputMode="decimal"
        value={form.values.price}
        onChange={(v) => form.setValue('price', v)}
        onBlur={() => form.touch('price')}
        error={form.errors.price}
        hint="In naira, more than 0, at most two decimals."
      />
      <TextField id="admin-product-description" label="Description" multiline value={form.values.description} onChange={(v) => form.setValue('description', v)} error={form.errors.description} />
      <TextField id="admin-product-dosage" label="Dosage" value={form.values.dosage} onChange={(v) => form.setValue('dosage', v)} error={form.errors.dosage} />
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
      <TextField id="admin-product-side-effects" label="Side effects" multiline value={form.values.sideEffects} onChange={(v) => form.setValue('sideEffects', v)} error={form.errors.sideEffects} />
      <CheckboxField id="admin-product-featured" label="Is Featured" checked={form.values.isFeatured} onChange={(v) => form.setValue('isFeatured', v)} />
      <FormField id="admin-product-category" label="Category" error={form.errors.categoryId}>
        {(describedBy, invalid) => (
          <select
            id="admin-product-category"
            className="admin-input"
            value={form.values.categoryId}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => form.setValue('categoryId', event.target.value)}
            onBlur={() => form.touch('categoryId')}
            disabled={categories.status !== 'ready'}
          >
            <option value="">{categories.status === 'loading' ? 'Loading categories...' : 'Choose a category'}</option>
            {categories.status === 'ready' &&
              categories.data.map((category) => (
                <option key={category.medicineCategoryId} value={category.medicineCategoryId}>
                  {category.name}
                </option>
              ))}
          </select>
        )}
      </FormField>
      {categories.status === 'error' && (
        <p role="alert" className="admin-field-error">
          {categories.message}{' '}
          <button type="button" className="shell-button" onClick={reloadCategories}>
            Try again
          </button>
        </p>
      )}
      {categories.status === 'ready' && categories.data.length === 0 && (
        <p className="admin-field-hint">
          There are no categories yet. <Link to="/add-category">Add a category</Link> first.
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Adding...' : 'Add product'}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
