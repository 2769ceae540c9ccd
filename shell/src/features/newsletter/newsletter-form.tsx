import { apiErrorMessage, Button, EMAIL_PATTERN, toast } from 'shared-kernel';
import { useForm } from 'shared-kernel/ui/forms';
import { subscribeToNewsletter } from './api/subscribe';
import { useShellText } from '../../i18n';

const INITIAL = { email: '' };

export function NewsletterForm() {
  const t = useShellText();
  const form = useForm({
    initial: INITIAL,
    mode: 'onSubmit',
    validate: ({ email }) => (EMAIL_PATTERN.test(email.trim()) ? {} : { email: t('newsletter.invalid') }),
  });
  const { onBlur: _onBlur, error, ...email } = form.field('email');

  const subscribe = async (values: typeof INITIAL) => {
    try {
      toast.success(t('newsletter.subscribed'), await subscribeToNewsletter(values.email.trim()));
      form.reset();
    } catch (failure) {
      toast.error(t('newsletter.errorTitle'), apiErrorMessage(failure, t('newsletter.failed')));
    }
  };

  return (
    <form className="shell-newsletter" onSubmit={form.handleSubmit(subscribe)} noValidate>
      <label htmlFor="shell-newsletter-email">{t('newsletter.label')}</label>
      <div className="shell-newsletter__row">
        <input
          id="shell-newsletter-email"
          type="email"
          {...email}
          placeholder="you@example.com"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'shell-newsletter-error' : undefined}
        />
        <Button type="submit" disabled={form.busy}>
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
