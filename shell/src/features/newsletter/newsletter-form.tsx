import { useState, type FormEvent } from 'react';
import { apiErrorMessage, Button, EMAIL_PATTERN, toast } from 'shared-kernel';
import { subscribeToNewsletter } from './api/subscribe';
import { useShellText } from '../../i18n';

// The one form outside the kernel's form hook, on purpose: the footer is on every page, and the hook
// lives in the kernel's forms entry, a shared module the shell otherwise never loads. Loading a shared
// module first from the shell made the federation runtime fetch every remote's entry (a shopper
// downloaded the admin's; the admin journey checks it never does).
export function NewsletterForm() {
  const t = useShellText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(t('newsletter.invalid'));
      return;
    }
    setError('');
    setSending(true);
    try {
      toast.success(t('newsletter.subscribed'), await subscribeToNewsletter(email.trim()));
      setEmail('');
    } catch (failure) {
      toast.error(t('newsletter.errorTitle'), apiErrorMessage(failure, t('newsletter.failed')));
    } finally {
      setSending(false);
    }
  }

  return (
    // eslint-disable-next-line front-end/form-uses-hook -- see above: no shared forms entry in the footer
    <form className="shell-newsletter" onSubmit={submit} noValidate>
      <label htmlFor="shell-newsletter-email">{t('newsletter.label')}</label>
      <div className="shell-newsletter__row">
        <input
          id="shell-newsletter-email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'shell-newsletter-error' : undefined}
        />
        <Button type="submit" disabled={sending}>
          {t('newsletter.subscribe')}
        </Button>
      </div>
      {error && (
        <p id="shell-newsletter-error" className="shell-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
