import { useState, type KeyboardEvent } from 'react';
import { apiErrorMessage, Link, RETURN_TO, safeReturnPath, setTokens, toast, useNavigate, useSearchParams } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
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
  const [params] = useSearchParams();
  const form = useForm({ initial: EMPTY, validate, mode: 'onChange' });
  const [formError, setFormError] = useState('');
  const [unconfirmed, setUnconfirmed] = useState(false);

  const logIn = async (values: typeof EMPTY) => {
    setFormError('');
    setUnconfirmed(false);
    try {
      const data = await login({ username: values.username.trim(), password: values.password });
      setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      toast.success('Success', data.message);
      form.reset();
      // Back to the page that asked for a login (the cart, say), else home.
      navigate(safeReturnPath(params.get(RETURN_TO)) ?? '/dashboard');
    } catch (error) {
      toast.error('Error', apiErrorMessage(error, 'Login failed. Please try again.'));
      if (httpStatus(error) === 403) setUnconfirmed(true);
    }
  };
  const onSubmit = form.handleSubmit(logIn, () => setFormError(FORM_INVALID));

  // A disabled submit button stops the browser's own Enter-to-submit; say why instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !form.isValid) void onSubmit(event);
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label="Login">
      <TextField label="Username" autoComplete="username" {...form.field('username')} />
      <TextField label="Password" type="password" revealable autoComplete="current-password" {...form.field('password')} />
      {formError && !form.isValid && (
        <p className="account-form__error" role="alert">
          {formError}
        </p>
      )}
      {unconfirmed && (
        <p className="account-notice account-notice--error" role="alert">
          Your email is not confirmed yet. <Link to="/reactivate">Send me a new confirmation link</Link>
        </p>
      )}
      <FormActions
        className="account-form__actions"
        busy={form.busy}
        disabled={!form.isValid}
        submitLabel="Login"
        busyLabel="Logging in..."
      />
    </form>
  );
}
