import { useState, type FormEvent } from 'react';
import { apiErrorMessage, Button, EMAIL_PATTERN, toast } from 'shared-kernel';
import { subscribeToNewsletter } from './api/subscribe';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError('Please enter a valid email address.');
      return;
    }
    setError('');
    setSending(true);
    try {
      toast.success('Subscribed', await subscribeToNewsletter(email.trim()));
      setEmail('');
    } catch (failure) {
      toast.error('Error', apiErrorMessage(failure, 'Could not subscribe you. Please try again later.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="shell-newsletter" onSubmit={submit} noValidate>
      <label htmlFor="shell-newsletter-email">Newsletter: offers and health tips by email</label>
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
          Subscribe
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
