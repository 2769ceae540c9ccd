import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from 'shared-kernel';
import { FormField } from '../../../components/ui/form-field';
import { useForm } from '../../../lib/use-form';
import { EMAIL_PATTERN, type Errors } from '../../../lib/validation';
import { sendReactivationEmail } from '../api/send-reactivation-email';

type Field = 'email';
const EMPTY: Record<Field, string> = { email: '' };

function validate({ email }: Record<Field, string>): Errors<Field> {
  if (!email.trim()) return { email: '*Email is required' };
  if (!EMAIL_PATTERN.test(email.trim())) return { email: '*Email is invalid' };
  return {};
}

export const REACTIVATION_SENT = 'Reactivation email sent successfully!';

export function ReactivateForm() {
  const form = useForm(EMPTY, validate);
  const [result, setResult] = useState<{ ok: boolean; text: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (form.invalid) return;
    setBusy(true);
    setResult(null);
    try {
      const data = await sendReactivationEmail(form.values.email.trim());
      setResult({ ok: true, text: REACTIVATION_SENT, detail: data.message });
    } catch (error) {
      setResult({ ok: false, text: apiErrorMessage(error, 'Something went wrong. Please try again later.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Reactivate email">
      <FormField label="Email" type="email" autoComplete="email" error={form.visibleError('email')} {...form.field('email')} />
      {result && (
        <div className={`account-notice account-notice--${result.ok ? 'success' : 'error'}`} role="alert">
          <p>{result.text}</p>
          {result.detail && <p>{result.detail}</p>}
        </div>
      )}
      <div className="account-form__actions">
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Sending...' : 'Send confirmation link'}
        </button>
      </div>
    </form>
  );
}
