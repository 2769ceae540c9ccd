import { cardClass } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { OutcomeMessage } from '../../../components/ui/outcome-message';
import { useAddSubmit } from '../../../hooks/use-add-submit';
import { required } from '../../../utils/validation';
import { addLaboratory } from '../api/add-laboratory';

const initial = { name: '', location: '', description: '' };
const validate = (values: typeof initial) => ({
  name: required(values.name, 'Name'),
  location: required(values.location, 'Location'),
});

export function AddLaboratoryForm() {
  const form = useForm({ initial, validate });
  const { outcome, add, refuse } = useAddSubmit('laboratory', form);

  const send = (values: typeof initial) =>
    add(() => addLaboratory({ name: values.name.trim(), location: values.location.trim(), description: values.description.trim() }));

  return (
    <form className={`admin-form ${cardClass}`} onSubmit={form.handleSubmit(send, refuse)} noValidate aria-label="Add laboratory">
      <TextField id="admin-laboratory-name" label="Name" {...form.field('name')} />
      <TextField id="admin-laboratory-location" label="Location" {...form.field('location')} />
      <TextField id="admin-laboratory-description" label="Description" multiline {...form.field('description')} />
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Add laboratory" busyLabel="Adding..." />
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
