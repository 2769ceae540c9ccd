import { useCallback, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { useForm } from '../../../hooks/use-form';
import { imageFileError, imageUrlError, required } from '../../../utils/validation';
import { addCategory } from '../api/add-category';
import { pictureUrl, withPickerErrors } from '../api/upload-image';
import { ImagePicker } from './image-picker';
import { focusFirstInvalid } from '../../../utils/focus-first-invalid';

const initial = { name: '', imageUrl: '', imageFile: null as File | null };
const validate = (values: typeof initial) => ({
  name: required(values.name, 'Name'),
  imageUrl: imageUrlError(values.imageUrl),
  imageFile: imageFileError(values.imageFile),
});

export function AddCategoryForm() {
  const form = useForm(initial, validate);
  const { outcome, setOutcome, busy, submit } = useAddSubmit('category');
  const [formKey, setFormKey] = useState(0);

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!form.attemptSubmit()) {
        focusFirstInvalid(event.currentTarget as HTMLFormElement);
        setOutcome({ kind: 'error', text: 'Failed to add category: please correct the marked fields.' });
        return;
      }
      const { values } = form;
      await submit(
        async () => {
          const imageUrl = await pictureUrl(values);
          await addCategory({ name: values.name.trim(), imageUrl });
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
    <form key={formKey} className="admin-form" onSubmit={onSubmit} noValidate aria-label="Add category">
      <TextField id="admin-category-name" label="Name" value={form.values.name} onChange={(v) => form.setValue('name', v)} onBlur={() => form.touch('name')} error={form.errors.name} />
      <ImagePicker
        idPrefix="admin-category"
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
      <div className="admin-actions">
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Adding...' : 'Add category'}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
