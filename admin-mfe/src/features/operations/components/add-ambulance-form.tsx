import { useCallback, type FormEvent } from 'react';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { useForm } from '../../../hooks/use-form';
import { required } from '../../../utils/validation';
import { addAmbulance } from '../api/add-ambulance';
import { focusFirstInvalid } from '../../../utils/focus-first-invalid';

const initial = { name: '', location: '', availability: true };
const validate = (values: typeof initial) => ({
  name: required(values.name, 'Name'),
  location: required(values.location, 'Location'),
});

export function AddAmbulanceForm() {
  const form = useForm(initial, validate);
  const { outcome, setOutcome, busy, submit } = useAddSubmit('ambulance');

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!form.attemptSubmit()) {
        focusFirstInvalid(event.currentTarget as HTMLFormElement);
        setOutcome({ kind: 'error', text: 'Failed to add ambulance: please correct the marked fields.' });
        return;
      }
      const { values } = form;
      await submit(() => addAmbulance({ name: values.name.trim(), location: values.location.trim(), availability: values.availability }), {
        onFieldErrors: form.setServerErrors,
        onSuccess: form.reset,
      });
    },
    [form, setOutcome, submit],
  );

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label="Add ambulance">
      <TextField id="admin-ambulance-name" label="Name" value={form.values.name} onChange={(v) => form.setValue('name', v)} onBlur={() => form.touch('name')} error={form.errors.name} />
      <TextField
        id="admin-ambulance-location"
        label="Location"
        value={form.values.location}
        onChange={(v) => form.setValue('location', v)}
        onBlur={() => form.touch('location')}
        error={form.errors.location}
      />
      <CheckboxField id="admin-ambulance-availability" label="Available" asSwitch checked={form.values.availability} onChange={(v) => form.setValue('availability', v)} />
      <div className="admin-actions">
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Adding...' : 'Add ambulance'}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
