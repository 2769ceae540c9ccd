import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, localPhone, nigerianMobile, toast } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { EMAIL_PATTERN, type Errors } from '../../../lib/validation';
import { editProfile } from '../api/edit-profile';
import type { UserProfile } from 'shared-kernel';
import type { ProfileEdit } from '../api/profile-types';
import { accountMessages, useAccountText } from '../../../i18n';

type Field = keyof ProfileEdit;

function validate(values: Record<Field, string>): Errors<Field> {
  const t = accountMessages.t;
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    firstName: values.firstName.trim() ? undefined : t('profile.firstNameRequired'),
    lastName: values.lastName.trim() ? undefined : t('profile.lastNameRequired'),
    email: !email ? t('profile.emailRequired') : EMAIL_PATTERN.test(email) ? undefined : t('profile.emailInvalid'),
    userName: values.userName.trim() ? undefined : t('profile.userNameRequired'),
    phone: !phone || nigerianMobile(phone) ? undefined : t('profile.phoneInvalid'),
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
    phone: profile.phone ? localPhone(profile.phone) : '',
  }));
  const t = useAccountText();
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
        // Sent only when changed (the server keeps it as +234…; empty removes it).
        ...(values.phone.trim() !== initial.phone ? { phone: values.phone.trim() } : {}),
      });
      toast.success(t('profile.success'), updated.message || t('profile.updated'), {
        duration: updated.message && updated.message.length > 20 ? 7000 : 4000,
      });
      onSaved(updated);
    } catch (error) {
      const message = apiErrorMessage(error, t('profile.saveFailed'));
      toast.error(t('profile.error'), message);
      form.setServerErrors(apiFieldErrors(error));
      setFormError(message);
    }
  };

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.handleSubmit(save, () => setFormError(t('profile.correct')))}
      aria-label={t('profile.form')}
    >
      <TextField label={t('profile.firstName')} autoComplete="given-name" {...form.field('firstName')} />
      <TextField label={t('profile.lastName')} autoComplete="family-name" {...form.field('lastName')} />
      <TextField label={t('profile.email')} type="email" autoComplete="email" hint={t('profile.emailHint')} {...form.field('email')} />
      <TextField label={t('profile.userName')} autoComplete="username" {...form.field('userName')} />
      <TextField
        label={t('profile.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('profile.phoneHint')}
        {...form.field('phone')}
      />
      <FormActions
        className="account-form__actions"
        busy={form.busy}
        submitLabel={t('profile.save')}
        busyLabel={t('profile.saving')}
        onCancel={onCancel}
        error={formError}
      />
    </form>
  );
}
