import { useCallback, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { useForm } from '../../../hooks/use-form';
import { required } from '../../../utils/validation';
import { addLaboratory } from '../api/add-laboratory';
import { focusFirstInvalid } from '../../../utils/focus-first-invalid';

const initial = { name: '', location: '', description: '' };
const validate = (values: typeof initial) => ({
  name: required(values.name, 'Name'),
  location: required(values.location, 'Location'),
});

export function AddLaboratoryForm() {
  const form = useForm(initial, validate);
  const { outcome, setOutcome, busy, submit } = useAddSubmit('laboratory');

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!form.attemptSubmit()) {
        focusFirstInvalid(event.currentTarget as HTMLFormElement);
        setOutcome({ kind: 'error', text: 'Failed to add laboratory: please correct the marked fields.' });
        return;
      }
      const { values } = form;
      await submit(
        () => addLaboratory({ name: values.name.trim(), location: values.location.trim(), description: values.description.trim() }),
        { onFieldErrors: form.setServerErrors, onSuccess: form.reset },
      );
    },
    [form, setOutcome, submit],
  );

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label="Add laboratory">
      <TextField id="admin-laboratory-name" label="Name" value={form.values.name} onChange={(v) => form.setValue('name', v)} onBlur={() => form.touch('name')} error={form.errors.name} />
      <TextField
        id="admin-laboratory-location"
        label="Location"
        value={form.values.location}
        onChange={(v) => form.setValue('location', v)}
        onBlur={() => form.touch('location')}
        error={form.errors.location}
      />
      <TextField
        id="admin-laboratory-description"
        label="Description"
        multiline
        value={form.values.description}
        onChange={(v) => form.setValue('description', v)}
        error={form.errors.description}
      />
      <div className="admin-actions">
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Adding...' : 'Add laboratory'}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
