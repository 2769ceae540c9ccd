import { useState } from 'react';
import { apiErrorMessage, toast } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { Dialog } from '../../../components/ui/dialog';
import { RESET_EMAIL_PATTERN, type Errors } from '../../../lib/validation';
import { sendResetEmail } from '../api/send-reset-email';
import { moreMessages, useMoreText } from '../../../i18n/more';

type Field = 'email';
const EMPTY: Record<Field, string> = { email: '' };

function validate({ email }: Record<Field, string>): Errors<Field> {
  const { t } = moreMessages;
  if (!email.trim()) return { email: t('forgot.error.email') };
  if (!RESET_EMAIL_PATTERN.test(email.trim())) return { email: t('forgot.error.invalid') };
  return {};
}

export const RESET_SENT = 'Email sent, check your email';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const t = useMoreText();
  const form = useForm({ initial: EMPTY, validate, mode: 'onChange' });
  const [failure, setFailure] = useState('');

  const send = async (values: typeof EMPTY) => {
    setFailure('');
    try {
      await sendResetEmail(values.email.trim());
      toast.success(t('forgot.successTitle'), t('forgot.sent'));
      onClose();
    } catch (error) {
      const reason = apiErrorMessage(error, '');
      toast.error(t('forgot.errorTitle'), t('forgot.failed'));
      setFailure(reason ? t('forgot.failedWithReason', { reason }) : t('forgot.failed'));
    }
  };

  return (
    <Dialog title={t('forgot.title')} onClose={onClose}>
      <form className="account-form" noValidate onSubmit={form.handleSubmit(send)}>
        <p>{t('forgot.intro')}</p>
        <TextField label={t('forgot.email')} type="email" autoComplete="email" {...form.field('email')} />
        <FormActions
          className="account-form__actions"
          busy={form.busy}
          submitLabel={t('forgot.submit')}
          busyLabel={t('forgot.busy')}
          onCancel={onClose}
          error={failure}
        />
      </form>
    </Dialog>
  );
}
