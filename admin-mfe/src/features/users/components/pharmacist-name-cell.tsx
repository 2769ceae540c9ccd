import { useState } from 'react';
import { Alert, type AdminUser, apiErrorMessage, Button } from 'shared-kernel';
import { TextField, useForm } from 'shared-kernel/ui/forms';
import { setPharmacistName } from '../api/pharmacist-profile';

/**
 * The name patients read on a pharmacist's decision ("Pharm. Ada Example"), shown and edited in
 * the pharmacist's row (the API audits each change). Without one, patients read the account name.
 */
export function PharmacistNameCell({ user, onSaved }: { user: AdminUser; onSaved: (updated: AdminUser) => void }) {
  const [editing, setEditing] = useState(false);
  const form = useForm({
    initial: { name: user.pharmacistDisplayName ?? '' },
    mode: 'onSubmit',
    validate: ({ name }) => (name.trim().length < 3 ? { name: 'At least 3 characters, e.g. Pharm. Ada Example.' } : {}),
  });
  const { busy } = form;
  const problem = form.errors.name;
  if (!user.isPharmacist) return <span className="admin-hint">Not a pharmacist</span>;
  const label = `${user.firstName} ${user.lastName}`.trim();
  if (!editing)
    return (
      <span>
        {user.pharmacistDisplayName ?? <span className="admin-hint">Account name ({label})</span>}{' '}
        <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit the name patients read for ${label}`}>
          Edit
        </Button>
      </span>
    );

  const save = async ({ name }: { name: string }) => {
    try {
      onSaved(await setPharmacistName(user.userId, name.trim()));
      setEditing(false);
    } catch (error) {
      form.setServerErrors({ name: apiErrorMessage(error, 'The name was not saved.') });
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="admin-inline-form">
      <TextField id={`pharmacist-name-${user.userId}`} label="Name patients read" hint="e.g. Pharm. Ada Example" {...form.field('name')} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save name'}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
        Cancel
      </Button>
      {problem && !busy ? <Alert>{problem}</Alert> : null}
    </form>
  );
}
