import { apiErrorMessage, Button, EMAIL_PATTERN, toast } from 'shared-kernel';
import { useForm } from 'shared-kernel/ui/forms';
import { subscribeToNewsletter } from './api/subscribe';
import { useShellText } from '../../i18n';

type Values = { email: string };
const EMPTY: Values = { email: '' };

/** The footer's newsletter sign-up: one e-mail field, checked before it is sent. */
export function NewsletterForm() {
  const t = useShellText();
  const form = useForm({
    initial: EMPTY,
    validate: (values: Values) => ({ email: EMAIL_PATTERN.test(values.email.trim()) ? undefined : t('newsletter.invalid') }),
    mode: 'onSubmit',
  });

  const subscribe = form.handleSubmit(async ({ email }) => {
    try {
      toast.success(t('newsletter.subscribed'), await subscribeToNewsletter(email.trim()));
      form.reset();
    } catch (failure) {
      toast.error(t('newsletter.errorTitle'), apiErrorMessage(failure, t('newsletter.failed')));
    }
  });
  const email = form.field('email');

  return (
    <form className="shell-newsletter" onSubmit={subscribe} noValidate>
      <label htmlFor="shell-newsletter-email">{t('newsletter.label')}</label>
      <div className="shell-newsletter__row">
        <input
          id="shell-newsletter-email"
          type="email"
          name={email.name}
          value={email.value}
          onChange={email.onChange}
          onBlur={email.onBlur}
          placeholder="you@example.com"
          aria-invalid={Boolean(email.error)}
          aria-describedby={email.error ? 'shell-newsletter-error' : undefined}
        />
        <Button type="submit" disabled={form.busy}>
          {t('newsletter.subscribe')}
        </Button>
      </div>
      {email.error && (
        <p id="shell-newsletter-error" className="shell-error" role="alert">
          {email.error}
        </p>
      )}
    </form>
  );
}
