import { useState } from 'react';
import { cardClass } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { imageFileError, imageUrlError, required } from '../../../utils/validation';
import { addCategory } from '../api/add-category';
import { pictureUrl } from '../api/picture-url';
import { withPickerErrors } from '../api/upload-image-shared';
import { ImagePicker } from './image-picker';

const initial = { name: '', imageUrl: '', imageFile: null as File | null };
const validate = (values: typeof initial) => ({
  name: required(values.name, 'Name'),
  imageUrl: imageUrlError(values.imageUrl),
  imageFile: imageFileError(values.imageFile),
});

export function AddCategoryForm() {
  const form = useForm({ initial, validate });
  const { outcome, add, refuse } = useAddSubmit('category', form);
  // A new key empties the file input, which only the browser can clear.
  const [formKey, setFormKey] = useState(0);

  const send = (values: typeof initial) =>
    add(
      async () => {
        const imageUrl = await pictureUrl(values);
        await addCategory({ name: values.name.trim(), imageUrl });
      },
      { fieldErrors: withPickerErrors, onSuccess: () => setFormKey((k) => k + 1) },
    );

  return (
    <form
      key={formKey}
      className={`admin-form ${cardClass}`}
      onSubmit={form.handleSubmit(send, refuse)}
      noValidate
      aria-label="Add category"
    >
      <TextField id="admin-category-name" label="Name" {...form.field('name')} />
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
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Add category" busyLabel="Adding..." />
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
