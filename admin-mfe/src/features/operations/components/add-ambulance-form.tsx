import { cardClass } from 'shared-kernel';
import { FormActions, Checkbox, TextField, useForm } from 'shared-kernel/ui/forms';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { required } from '../../../utils/validation';
import { addAmbulance } from '../api/add-ambulance';

const initial = { name: '', location: '', availability: true };
const validate = (values: typeof initial) => ({
  name: required(values.name, 'Name'),
  location: required(values.location, 'Location'),
});

export function AddAmbulanceForm() {
  const form = useForm({ initial, validate });
  const { outcome, add, refuse } = useAddSubmit('ambulance', form);

  const send = (values: typeof initial) =>
    add(() => addAmbulance({ name: values.name.trim(), location: values.location.trim(), availability: values.availability }));

  return (
    <form className={`admin-form ${cardClass}`} onSubmit={form.handleSubmit(send, refuse)} noValidate aria-label="Add ambulance">
      <TextField id="admin-ambulance-name" label="Name" {...form.field('name')} />
      <TextField id="admin-ambulance-location" label="Location" {...form.field('location')} />
      <Checkbox id="admin-ambulance-availability" label="Available" asSwitch {...form.checkbox('availability')} />
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Add ambulance" busyLabel="Adding..." />
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
