import { useCallback, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { useForm } from '../../../hooks/use-form';
import { required } from '../../../utils/validation';
import { addPharmacy } from '../api/add-pharmacy';
import { focusFirstInvalid } from '../../../utils/focus-first-invalid';

const initial = { name: '', location: '', contact: '', deliveryRange: '' };
const validate = (values: typeof initial) => ({
  name: required(values.name, 'Name'),
  location: required(values.location, 'Location'),
  contact: required(values.contact, 'Contact'),
  deliveryRange: required(values.deliveryRange, 'Delivery range'),
});

const fields = [
  { name: 'name', label: 'Name', type: 'text', hint: undefined },
  { name: 'location', label: 'Location', type: 'text', hint: undefined },
  { name: 'contact', label: 'Contact', type: 'tel', hint: 'A phone number or email address.' },
  { name: 'deliveryRange', label: 'Delivery range', type: 'text', hint: 'For example: 10 km, or Lagos Island and Mainland.' },
] as const;

export function AddPharmacyForm() {
  const form = useForm(initial, validate);
  const { outcome, setOutcome, busy, submit } = useAddSubmit('pharmacy');

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!form.attemptSubmit()) {
        focusFirstInvalid(event.currentTarget as HTMLFormElement);
        setOutcome({ kind: 'error', text: 'Failed to add pharmacy: please correct the marked fields.' });
        return;
      }
      const { values } = form;
      await submit(
        () =>
          addPharmacy({
            name: values.name.trim(),
            location: values.location.trim(),
            contact: values.contact.trim(),
            deliveryRange: values.deliveryRange.trim(),
          }),
        { onFieldErrors: form.setServerErrors, onSuccess: form.reset },
      );
    },
    [form, setOutcome, submit],
  );

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label="Add pharmacy">
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`admin-pharmacy-${field.name}`}
          label={field.label}
          type={field.type}
          hint={field.hint}
          value={form.values[field.name]}
          onChange={(v) => form.setValue(field.name, v)}
          onBlur={() => form.touch(field.name)}
          error={form.errors[field.name]}
        />
      ))}
      <div className="admin-actions">
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Adding...' : 'Add pharmacy'}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
