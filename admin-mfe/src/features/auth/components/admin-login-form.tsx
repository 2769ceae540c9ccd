import { useState } from 'react';
import { apiErrorMessage, cardClass, decodeClaims, setTokens, toast, useNavigate } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { OutcomeMessage, type Outcome } from '../../../components/ui/outcome-message';
import { required } from '../../../utils/validation';
import { authenticate } from '../api/authenticate';

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
  const form = useForm({ initial, validate });
  const [outcome, setOutcome] = useState<Outcome>(notice ? { kind: 'success', text: notice } : null);

  const logIn = async (values: typeof initial) => {
    setOutcome(null);
    try {
      const response = await authenticate({ username: values.username.trim(), password: values.password });
      if (decodeClaims(response.accessToken)?.role !== 'admin') {
        setOutcome({ kind: 'error', text: NOT_ADMIN_MESSAGE });
        return;
      }
      setTokens({ accessToken: response.accessToken, refreshToken: response.refreshToken });
      toast.success('Success', response.message || 'Logged in');
      form.reset();
      navigate('/admin');
    } catch (error) {
      setOutcome({ kind: 'error', text: apiErrorMessage(error, 'Login failed. Please try again.') });
    }
  };
  const refuse = () => setOutcome({ kind: 'error', text: INVALID_LOGIN_FORM });

  return (
    <form className={`admin-form ${cardClass}`} onSubmit={form.handleSubmit(logIn, refuse)} noValidate aria-label="Admin login">
      <TextField id="admin-login-username" label="Username" autoComplete="username" {...form.field('username')} />
      <TextField
        id="admin-login-password"
        label="Password"
        type="password"
        revealable
        autoComplete="current-password"
        {...form.field('password')}
      />
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Log in" busyLabel="Logging in..." />
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
