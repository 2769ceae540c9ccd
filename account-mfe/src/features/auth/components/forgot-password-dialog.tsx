import { useState } from 'react';
import { apiErrorMessage, toast } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { Dialog } from '../../../components/ui/dialog';
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
  const form = useForm({ initial: EMPTY, validate, mode: 'onChange' });
  const [failure, setFailure] = useState('');

  const send = async (values: typeof EMPTY) => {
    setFailure('');
    try {
      await sendResetEmail(values.email.trim());
      toast.success('Success', RESET_SENT);
      onClose();
    } catch (error) {
      const reason = apiErrorMessage(error, '');
      toast.error('Error', SOMETHING_WENT_WRONG);
      setFailure(reason ? `${SOMETHING_WENT_WRONG}. ${reason}` : SOMETHING_WENT_WRONG);
    }
  };

  return (
    <Dialog title="Forgot password" onClose={onClose}>
      <form className="account-form" noValidate onSubmit={form.handleSubmit(send)}>
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <FormActions
          className="account-form__actions"
          busy={form.busy}
          submitLabel="Send reset link"
          busyLabel="Sending..."
          onCancel={onClose}
          error={failure}
        />
      </form>
    </Dialog>
  );
}
