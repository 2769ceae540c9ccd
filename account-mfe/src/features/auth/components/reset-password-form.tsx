import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, Link, toast, useNavigate } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import type { Errors } from '../../../lib/validation';
import { resetPassword } from '../api/reset-password';

type Field = 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { newPassword: '', confirmPassword: '' };

function validate(values: Record<Field, string>): Errors<Field> {
  return {
    newPassword: values.newPassword ? undefined : '*Password is required',
    confirmPassword: !values.confirmPassword
      ? '*Confirm Password is required*'
      : values.confirmPassword !== values.newPassword
        ? "*Passwords don't match*"
        : undefined,
  };
}

export const RESET_FAILED = 'Something went wrong';

/** The mailed reset link carries the code in a query string, where a '+' may have become a space. */
export function normalizeResetCode(code: string): string {
  return code.replace(/ /g, '+');
}

export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
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
      toast.success('Success', data.message || 'Your password has been reset.');
      navigate('/');
    } catch (error) {
      const fields = apiFieldErrors(error);
      const reason = fields.newPassword || fields.confirmPassword || apiErrorMessage(error, '');
      toast.error('Error', RESET_FAILED);
      setFailure(reason ? `${RESET_FAILED}. ${reason}` : RESET_FAILED);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(save)} aria-label="Reset password">
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      <TextField
        label="New password"
        type="password"
        revealable
        autoComplete="new-password"
        hint="At least 8 characters; avoid common passwords."
        {...form.field('newPassword')}
      />
      <TextField label="Confirm password" type="password" revealable autoComplete="new-password" {...form.field('confirmPassword')} />
      {failure && (
        <div className="account-notice account-notice--error" role="alert">
          <p>{failure}</p>
          {/invalid or has expired/i.test(failure) && <Link to="/login">Ask for a new link (Forgot password on the login page)</Link>}
        </div>
      )}
      <FormActions className="account-form__actions" busy={form.busy} submitLabel="Reset password" busyLabel="Saving..." />
    </form>
  );
}
