import { useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors, toast, useNavigate } from 'shared-kernel';
import { FormField } from '../../../components/ui/form-field';
import { useForm } from '../../../lib/use-form';
import { EMAIL_PATTERN, type Errors } from '../../../lib/validation';
import { register } from '../api/register';

type Field = 'firstName' | 'lastName' | 'email' | 'userName' | 'password';
const EMPTY: Record<Field, string> = { firstName: '', lastName: '', email: '', userName: '', password: '' };

function validate(values: Record<Field, string>): Errors<Field> {
  const email = values.email.trim();
  return {
    firstName: values.firstName.trim() ? undefined : '*FirstName is required',
    lastName: values.lastName.trim() ? undefined : '*LastName is required',
    email: !email ? '*Email is required' : EMAIL_PATTERN.test(email) ? undefined : '*Email is invalid',
    userName: values.userName.trim() ? undefined : '*Username is required',
    password: values.password ? undefined : '*Password is required',
  };
}

export const INVALID_FORM = 'Invalid Form';

export function SignupForm() {
  const navigate = useNavigate();
  const form = useForm(EMPTY, validate);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (form.invalid) {
      setFormError(INVALID_FORM);
      return;
    }
    setFormError('');
    setBusy(true);
    const { values } = form;
    try {
      const data = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        userName: values.userName.trim(),
        password: values.password,
      });
      toast.success('Success', data.message || 'Registration successful. Check your email to confirm your account.', { duration: 7000 });
      navigate('/login');
    } catch (error) {
      toast.error('Error', apiErrorMessage(error, 'Registration failed. Please try again.'));
      form.setServerErrors(apiFieldErrors(error));
      setBusy(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Sign up">
      <FormField label="First name" autoComplete="given-name" error={form.visibleError('firstName')} {...form.field('firstName')} />
      <FormField label="Last name" autoComplete="family-name" error={form.visibleError('lastName')} {...form.field('lastName')} />
      <FormField label="Email" type="email" autoComplete="email" error={form.visibleError('email')} {...form.field('email')} />
      <FormField
        label="Username"
        autoComplete="username"
        hint="3 to 32 letters, digits, dots, underscores or hyphens."
        error={form.visibleError('userName')}
        {...form.field('userName')}
      />
      <FormField
        label="Password"
        type="password"
        revealable
        autoComplete="new-password"
        hint="At least 8 characters; avoid common passwords."
        error={form.visibleError('password')}
        {...form.field('password')}
      />
      {formError && form.invalid && (
        <p className="account-form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="shell-button" disabled={busy}>
          {busy ? 'Signing up...' : 'Sign Up'}
        </button>
      </div>
    </form>
  );
}
