import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, toast } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { EMAIL_PATTERN, type Errors } from '../../../lib/validation';
import { editProfile } from '../api/edit-profile';
import type { UserProfile } from 'shared-kernel';
import type { ProfileEdit } from '../api/profile-types';

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
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
  onCancel: () => void;
}) {
  const [initial] = useState<Record<Field, string>>(() => ({
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    userName: profile.userName,
  }));
  const form = useForm({ initial: initial, validate, mode: 'onChange' });
  const [formError, setFormError] = useState('');

  const save = async (values: Record<Field, string>) => {
    setFormError('');
    try {
      const updated = await editProfile(userId, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        userName: values.userName.trim(),
      });
      toast.success('Success', updated.message || 'Profile updated.', {
        duration: updated.message && updated.message.length > 20 ? 7000 : 4000,
      });
      onSaved(updated);
    } catch (error) {
      const message = apiErrorMessage(error, 'Could not update your profile. Please try again.');
      toast.error('Error', message);
      form.setServerErrors(apiFieldErrors(error));
      setFormError(message);
    }
  };

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.handleSubmit(save, () => setFormError('Please correct the highlighted fields.'))}
      aria-label="Edit profile"
    >
      <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint="We send a link to confirm your new address; your email changes when you follow it."
        {...form.field('email')}
      />
      <TextField label="Username" autoComplete="username" {...form.field('userName')} />
      <FormActions
        className="account-form__actions"
        busy={form.busy}
        submitLabel="Save changes"
        busyLabel="Saving..."
        onCancel={onCancel}
        error={formError}
      />
    </form>
  );
}
