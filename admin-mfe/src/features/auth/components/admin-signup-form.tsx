import { useCallback, useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors, toast, useNavigate } from 'shared-kernel';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/ui/outcome-message';
import { useForm } from '../../../hooks/use-form';
import { required } from '../../../utils/validation';
import { registerUser } from '../api/register-user';
import { focusFirstInvalid } from '../../../utils/focus-first-invalid';

export const INVALID_SIGNUP_FORM = 'Invalid Form';

const initial = { firstName: '', lastName: '', email: '', userName: '', password: '', isAdmin: false };
const validate = (values: typeof initial) => ({
  firstName: required(values.firstName, 'FirstName'),
  lastName: required(values.lastName, 'LastName'),
  email: required(values.email, 'Email'),
  userName: required(values.userName, 'Username'),
  password: required(values.password, 'Password'),
});

const textFields = [
  { name: 'firstName', label: 'First name', autoComplete: 'off', type: 'text' },
  { name: 'lastName', label: 'Last name', autoComplete: 'off', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'off', type: 'email' },
  { name: 'userName', label: 'Username', autoComplete: 'off', type: 'text' },
  { name: 'password', label: 'Password', autoComplete: 'new-password', type: 'password' },
] as const;

/** Admin signup: the signup fields plus 'Is Admin'; success goes to admin-login. */
export function AdminSignupForm() {
  const navigate = useNavigate();
  const form = useForm(initial, validate);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!form.attemptSubmit()) {
        focusFirstInvalid(event.currentTarget as HTMLFormElement);
        setOutcome({ kind: 'error', text: INVALID_SIGNUP_FORM });
        return;
      }
      setBusy(true);
      setOutcome(null);
      const { values } = form;
      try {
        const response = await registerUser({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          userName: values.userName.trim(),
          password: values.password,
          isAdmin: values.isAdmin,
        });
        const message = response?.message || `Account ${values.userName.trim()} created.`;
        toast.success('Success', message);
        navigate('/admin-login', { state: { registered: message } });
      } catch (error) {
        form.setServerErrors(apiFieldErrors(error));
        setOutcome({ kind: 'error', text: apiErrorMessage(error, 'Sign up failed. Please try again.') });
      } finally {
        setBusy(false);
      }
    },
    [form, navigate],
  );

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label="Admin signup">
      {textFields.map((field) => (
        <TextField
          key={field.name}
          id={`admin-signup-${field.name}`}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={form.values[field.name]}
          onChange={(value) => form.setValue(field.name, value)}
          onBlur={() => form.touch(field.name)}
          error={form.errors[field.name]}
        />
      ))}
      <CheckboxField id="admin-signup-is-admin" label="Is Admin" checked={form.values.isAdmin} onChange={(checked) => form.setValue('isAdmin', checked)} />
      <div className="admin-actions">
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Signing up...' : 'Sign up'}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
