import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, Link, toast, useNavigate } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import type { Errors } from '../../../lib/validation';
import { resetPassword } from '../api/reset-password';
import { moreMessages, useMoreText } from '../../../i18n/more';
import { richText } from '../../../i18n/rich';

type Field = 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { newPassword: '', confirmPassword: '' };

function validate(values: Record<Field, string>): Errors<Field> {
  const { t } = moreMessages;
  return {
    newPassword: values.newPassword ? undefined : t('reset.error.password'),
    confirmPassword: !values.confirmPassword
      ? t('reset.error.confirm')
      : values.confirmPassword !== values.newPassword
        ? t('reset.error.mismatch')
        : undefined,
  };
}

export const RESET_FAILED = 'Something went wrong';

/** The mailed reset link carries the code in a query string, where a '+' may have become a space. */
export function normalizeResetCode(code: string): string {
  return code.replace(/ /g, '+');
}

export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const t = useMoreText();
  const navigate = useNavigate();
  const form = useForm({ initial: EMPTY, validate, mode: 'onChange' });
  const [failure, setFailure] = useState('');

  const save = async (values: typeof EMPTY) => {
    setFailure('');
    try {
      const data = await resetPassword({
        email,
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
        emailToken: normalizeResetCode(code),
      });
      toast.success(t('reset.successTitle'), data.message || t('reset.success'));
      navigate('/');
    } catch (error) {
      const fields = apiFieldErrors(error);
      const reason = fields.newPassword || fields.confirmPassword || apiErrorMessage(error, '');
      toast.error(t('reset.errorTitle'), t('reset.failed'));
      setFailure(reason ? t('reset.failedWithReason', { reason }) : t('reset.failed'));
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(save)} aria-label={t('reset.form')}>
      <p>{richText(t, 'reset.intro', { email: <strong>{email}</strong> })}</p>
      <TextField
        label={t('reset.newPassword')}
        type="password"
        revealable
        autoComplete="new-password"
        hint={t('reset.newPasswordHint')}
        {...form.field('newPassword')}
      />
      <TextField
        label={t('reset.confirmPassword')}
        type="password"
        revealable
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      {failure && (
        <div className="account-notice account-notice--error" role="alert">
          <p>{failure}</p>
          {/invalid or has expired/i.test(failure) && <Link to="/login">{t('reset.askNewLink')}</Link>}
        </div>
      )}
      <FormActions className="account-form__actions" busy={form.busy} submitLabel={t('reset.submit')} busyLabel={t('reset.busy')} />
    </form>
  );
}
