import { useState, type FormEvent } from 'react';
import { apiErrorMessage, toast } from 'shared-kernel';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { useForm } from '../../../lib/use-form';
import { RESET_EMAIL_PATTERN, type Errors } from '../../../lib/validation';
import { sendResetEmail } from '../api/send-reset-email';

type Field = 'email';
const EMPTY: Record<Field, string> = { email: '' };

function validate({ email }: Record<Field, string>): Errors<Field> {
  if (!email.trim()) return { email: '*Email is required*' };
  if (!RESET_EMAIL_PATTERN.test(email.trim())) return { email: '*Email is invalid' };
  return {};
}

export const RESET_SENT = 'Email sent, check your email';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useForm(EMPTY, validate);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (form.invalid) return;
    setBusy(true);
    setFailure('');
    try {
      await sendResetEmail(form.values.email.trim());
      toast.success('Success', RESET_SENT);
      onClose();
    } catch (error) {
      const reason = apiErrorMessage(error, '');
      toast.error('Error', SOMETHING_WENT_WRONG);
      setFailure(reason ? `${SOMETHING_WENT_WRONG}. ${reason}` : SOMETHING_WENT_WRONG);
      setBusy(false);
    }
  };

  return (
    <Dialog title="Forgot password" onClose={onClose}>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        <FormField label="Email" type="email" autoComplete="email" error={form.visibleError('email')} {...form.field('email')} />
        {failure && (
          <p className="account-form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="account-form__actions">
          <button type="submit" className="shell-button" disabled={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </button>
          <button type="button" className="account-secondary-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
