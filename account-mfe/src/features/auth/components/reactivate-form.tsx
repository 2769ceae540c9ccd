import { useState } from 'react';
import { apiErrorMessage } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { EMAIL_PATTERN, type Errors } from '../../../lib/validation';
import { sendReactivationEmail } from '../api/send-reactivation-email';
import { moreMessages, useMoreText } from '../../../i18n/more';

type Field = 'email';
const EMPTY: Record<Field, string> = { email: '' };

function validate({ email }: Record<Field, string>): Errors<Field> {
  const { t } = moreMessages;
  if (!email.trim()) return { email: t('reactivate.error.email') };
  if (!EMAIL_PATTERN.test(email.trim())) return { email: t('reactivate.error.invalid') };
  return {};
}

export const REACTIVATION_SENT = 'Reactivation email sent successfully!';

export function ReactivateForm() {
  const t = useMoreText();
  const form = useForm({ initial: EMPTY, validate, mode: 'onChange' });
  const [result, setResult] = useState<{ ok: boolean; text: string; detail?: string } | null>(null);

  const send = async (values: typeof EMPTY) => {
    setResult(null);
    try {
      const data = await sendReactivationEmail(values.email.trim());
      setResult({ ok: true, text: t('reactivate.sent'), detail: data.message });
    } catch (error) {
      setResult({ ok: false, text: apiErrorMessage(error, t('reactivate.failed')) });
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(send)} aria-label={t('reactivate.form')}>
      <TextField label={t('reactivate.email')} type="email" autoComplete="email" {...form.field('email')} />
      {result && (
        <div className={`account-notice account-notice--${result.ok ? 'success' : 'error'}`} role="alert">
          <p>{result.text}</p>
          {result.detail && <p>{result.detail}</p>}
        </div>
      )}
      <FormActions
        className="account-form__actions"
        busy={form.busy}
        submitLabel={t('reactivate.submit')}
        busyLabel={t('reactivate.busy')}
      />
    </form>
  );
}
