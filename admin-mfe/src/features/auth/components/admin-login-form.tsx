import { useCallback, useState, type FormEvent } from 'react';
import { apiErrorMessage, decodeClaims, setTokens, toast, useNavigate } from 'shared-kernel';
import { TextField } from '../../../components/ui/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/ui/outcome-message';
import { useForm } from '../../../hooks/use-form';
import { required } from '../../../utils/validation';
import { authenticate } from '../api/authenticate';
import { focusFirstInvalid } from '../../../utils/focus-first-invalid';

export const NOT_ADMIN_MESSAGE = 'This account does not have admin rights.';
export const INVALID_LOGIN_FORM = 'Your form is invalid';

const initial = { username: '', password: '' };
const validate = (values: typeof initial) => ({
  username: required(values.username, 'Username'),
  password: required(values.password, 'Password'),
});

/** Admin login: the server's message on failure, and a non-admin account refused without keeping its tokens. */
export function AdminLoginForm({ notice }: { notice?: string }) {
  const navigate = useNavigate();
  const form = useForm(initial, validate);
  const [showPassword, setShowPassword] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(notice ? { kind: 'success', text: notice } : null);
  const [busy, setBusy] = useState(false);

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!form.attemptSubmit()) {
        focusFirstInvalid(event.currentTarget as HTMLFormElement);
        setOutcome({ kind: 'error', text: INVALID_LOGIN_FORM });
        return;
      }
      setBusy(true);
      setOutcome(null);
      try {
        const response = await authenticate({ username: form.values.username.trim(), password: form.values.password });
        if (decodeClaims(response.accessToken)?.role !== 'admin') {
          setOutcome({ kind: 'error', text: NOT_ADMIN_MESSAGE });
          return;
        }
        setTokens({ accessToken: response.accessToken, refreshToken: response.refreshToken });
        toast.success('Success', response.message || 'Logged in');
        form.reset();
        navigate('/orders');
      } catch (error) {
        setOutcome({ kind: 'error', text: apiErrorMessage(error, 'Login failed. Please try again.') });
      } finally {
        setBusy(false);
      }
    },
    [form, navigate],
  );

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label="Admin login">
      <TextField
        id="admin-login-username"
        label="Username"
        autoComplete="username"
        value={form.values.username}
        onChange={(value) => form.setValue('username', value)}
        onBlur={() => form.touch('username')}
        error={form.errors.username}
      />
      <TextField
        id="admin-login-password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        onBlur={() => form.touch('password')}
        error={form.errors.password}
      />
      <div className="admin-actions">
        <button type="button" className="shell-button" aria-pressed={showPassword} onClick={() => setShowPassword((v) => !v)}>
          {showPassword ? 'Hide password' : 'Show password'}
        </button>
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Logging in...' : 'Log in'}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
