import { cardClass } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { required } from '../../../utils/validation';
import { addPharmacy } from '../api/add-pharmacy';

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

/** The form that adds a pharmacy; `onAdded` runs once the server has it. */
export function AddPharmacyForm({ onAdded }: { onAdded?: () => void }) {
  const form = useForm({ initial, validate });
  const { outcome, add, refuse } = useAddSubmit('pharmacy', form);

  const send = (values: typeof initial) =>
    add(
      () =>
        addPharmacy({
          name: values.name.trim(),
          location: values.location.trim(),
          contact: values.contact.trim(),
          deliveryRange: values.deliveryRange.trim(),
        }),
      { onSuccess: onAdded },
    );

  return (
    <form className={`admin-form ${cardClass}`} onSubmit={form.handleSubmit(send, refuse)} noValidate aria-label="Add pharmacy">
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`admin-pharmacy-${field.name}`}
          label={field.label}
          type={field.type}
          hint={field.hint}
          {...form.field(field.name)}
        />
      ))}
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Add pharmacy" busyLabel="Adding..." />
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
