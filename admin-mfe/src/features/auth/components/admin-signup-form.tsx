import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, cardClass, toast, useNavigate } from 'shared-kernel';
import { FormActions, Checkbox, TextField, useForm } from 'shared-kernel/ui/forms';
import { OutcomeMessage, type Outcome } from '../../../components/ui/outcome-message';
import { required } from '../../../utils/validation';
import { registerUser } from '../api/register-user';

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
  const form = useForm({ initial, validate });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const signUp = async (values: typeof initial) => {
    setOutcome(null);
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
    }
  };
  const refuse = () => setOutcome({ kind: 'error', text: INVALID_SIGNUP_FORM });

  return (
    <form className={`admin-form ${cardClass}`} onSubmit={form.handleSubmit(signUp, refuse)} noValidate aria-label="Admin signup">
      {textFields.map((field) => (
        <TextField
          key={field.name}
          id={`admin-signup-${field.name}`}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          {...form.field(field.name)}
        />
      ))}
      <Checkbox id="admin-signup-is-admin" label="Is Admin" {...form.checkbox('isAdmin')} />
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Sign up" busyLabel="Signing up..." />
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
