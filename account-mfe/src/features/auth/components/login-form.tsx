import { useState, type KeyboardEvent } from 'react';
import {
  apiErrorMessage,
  isPharmacyStaff,
  Link,
  RETURN_TO,
  safeReturnPath,
  setTokens,
  toast,
  useNavigate,
  useSearchParams,
} from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import type { Errors } from '../../../lib/validation';
import { httpStatus } from '../../../lib/http-status';
import { accountMessages, useAccountText } from '../../../i18n';
import { login } from '../api/login';

type Field = 'username' | 'password';
const EMPTY: Record<Field, string> = { username: '', password: '' };

function validate(values: Record<Field, string>): Errors<Field> {
  return {
    username: values.username.trim() ? undefined : accountMessages.t('login.usernameRequired'),
    password: values.password ? undefined : accountMessages.t('login.passwordRequired'),
  };
}

export const FORM_INVALID = 'Your form is invalid';

export function LoginForm() {
  const navigate = useNavigate();
  const t = useAccountText();
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
      toast.success(t('login.success'), data.message);
      form.reset();
      // Back to the page that asked for a login (the cart, say), else home: a pharmacy's staff land on their orders.
      navigate(safeReturnPath(params.get(RETURN_TO)) ?? (isPharmacyStaff() ? '/staff/orders' : '/dashboard'));
    } catch (error) {
      toast.error(t('login.error'), apiErrorMessage(error, t('login.failed')));
      if (httpStatus(error) === 403) setUnconfirmed(true);
    }
  };
  const onSubmit = form.handleSubmit(logIn, () => setFormError(t('login.invalid')));

  // A disabled submit button stops the browser's own Enter-to-submit; say why instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !form.isValid) void onSubmit(event);
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label={t('login.form')}>
      <TextField label={t('login.username')} autoComplete="username" {...form.field('username')} />
      <TextField label={t('login.password')} type="password" revealable autoComplete="current-password" {...form.field('password')} />
      {formError && !form.isValid && (
        <p className="account-form__error" role="alert">
          {formError}
        </p>
      )}
      {unconfirmed && (
        <p className="account-notice account-notice--error" role="alert">
          {t('login.unconfirmed')} <Link to="/reactivate">{t('login.newLink')}</Link>
        </p>
      )}
      <FormActions
        className="account-form__actions"
        busy={form.busy}
        disabled={!form.isValid}
        submitLabel={t('login.submit')}
        busyLabel={t('login.busy')}
      />
    </form>
  );
}
