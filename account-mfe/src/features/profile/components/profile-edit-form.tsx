import { useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors, toast } from 'shared-kernel';
import { FormField } from '../../../components/ui/form-field';
import { useForm } from '../../../lib/use-form';
import { EMAIL_PATTERN, type Errors } from '../../../lib/validation';
import { editProfile } from '../api/edit-profile';
import type { AccountProfile, ProfileEdit } from '../api/profile-types';

type Field = keyof ProfileEdit;

function validate(values: Record<Field, string>): Errors<Field> {
  const email = values.email.trim();
  return {
    firstName: values.firstName.trim() ? undefined : '*FirstName is required',
    lastName: values.lastName.trim() ? undefined : '*LastName is required',
    email: !email ? '*Email is required' : EMAIL_PATTERN.test(email) ? undefined : '*Email is invalid',
    userName: values.userName.trim() ? undefined : '*Username is required',
  };
}

export function ProfileEditForm({
  userId,
  profile,
  onSaved,
  onCancel,
}: {
  userId: string;
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
  onCancel: () => void;
}) {
  const [initial] = useState<Record<Field, string>>(() => ({
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    userName: profile.userName,
  }));
  const form = useForm(initial, validate);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (form.invalid) {
      setFormError('Please correct the highlighted fields.');
      return;
    }
    setFormError('');
    setBusy(true);
    const { values } = form;
    try {
      const updated = await editProfile(userId, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        userName: values.userName.trim(),
      });
      toast.success('Success', updated.message || 'Profile updated.', { duration: updated.message && updated.message.length > 20 ? 7000 : 4000 });
      onSaved(updated);
    } catch (error) {
      const message = apiErrorMessage(error, 'Could not update your profile. Please try again.');
      toast.error('Error', message);
      form.setServerErrors(apiFieldErrors(error));
      setFormError(message);
      setBusy(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Edit profile">
      <FormField label="First name" autoComplete="given-name" error={form.visibleError('firstName')} {...form.field('firstName')} />
      <FormField label="Last name" autoComplete="family-name" error={form.visibleError('lastName')} {...form.field('lastName')} />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        hint="A new email must be confirmed again before your next login."
        error={form.visibleError('email')}
        {...form.field('email')}
      />
      <FormField label="Username" autoComplete="username" error={form.visibleError('userName')} {...form.field('userName')} />
      {formError && (
        <p className="account-form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Saving...' : 'Save changes'}
        </button>
        <button type="button" className="account-secondary-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
