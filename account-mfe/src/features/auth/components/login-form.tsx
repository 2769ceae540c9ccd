import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { apiErrorMessage, Link, setTokens, toast, useNavigate } from 'shared-kernel';
import { FormField } from '../../../components/ui/form-field';
import { useForm } from '../../../lib/use-form';
import type { Errors } from '../../../lib/validation';
import { httpStatus } from '../../../lib/http-status';
import { login } from '../api/login';

type Field = 'username' | 'password';
const EMPTY: Record<Field, string> = { username: '', password: '' };

function validate(values: Record<Field, string>): Errors<Field> {
  return {
    username: values.username.trim() ? undefined : '*Username is required',
    password: values.password ? undefined : '*Password is required',
  };
}

export const FORM_INVALID = 'Your form is invalid';

export function LoginForm() {
  const navigate = useNavigate();
  const form = useForm(EMPTY, validate);
  const [formError, setFormError] = useState('');
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [busy, setBusy] = useState(false);

  const refuse = () => {
    form.markSubmitted();
    setFormError(FORM_INVALID);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.invalid) return refuse();
    setFormError('');
    setUnconfirmed(false);
    setBusy(true);
    try {
      const data = await login({ username: form.values.username.trim(), password: form.values.password });
      setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      toast.success('Success', data.message);
      form.reset();
      navigate('/dashboard');
    } catch (error) {
      toast.error('Error', apiErrorMessage(error, 'Login failed. Please try again.'));
      if (httpStatus(error) === 403) setUnconfirmed(true);
    } finally {
      setBusy(false);
    }
  };

  // A disabled submit button stops the browser's own Enter-to-submit; say why instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && form.invalid) {
      event.preventDefault();
      refuse();
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label="Login">
      <FormField label="Username" autoComplete="username" error={form.visibleError('username')} {...form.field('username')} />
      <FormField
        label="Password"
        type="password"
        revealable
        autoComplete="current-password"
        error={form.visibleError('password')}
        {...form.field('password')}
      />
      {formError && form.invalid && (
        <p className="account-form__error" role="alert">
          {formError}
        </p>
      )}
      {unconfirmed && (
        <p className="account-notice account-notice--error" role="alert">
          Your email is not confirmed yet. <Link to="/reactivate">Send me a new confirmation link</Link>
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="shell-button" disabled={form.invalid || busy}>
          {busy ? 'Logging in...' : 'Login'}
        </button>
      </div>
    </form>
  );
}
