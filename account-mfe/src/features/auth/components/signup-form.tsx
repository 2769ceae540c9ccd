import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, loginPath, RETURN_TO, safeReturnPath, toast, useNavigate, useSearchParams } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
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
  // The page the visitor came from rides through the confirmation mail and the login.
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_TO)) ?? undefined;
  const form = useForm({ initial: EMPTY, validate, mode: 'onChange' });
  const [formError, setFormError] = useState('');

  const signUp = async (values: typeof EMPTY) => {
    setFormError('');
    try {
      const data = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        userName: values.userName.trim(),
        password: values.password,
        ...(returnTo ? { returnTo } : {}),
      });
      toast.success('Success', data.message || 'Registration successful. Check your email to confirm your account.', { duration: 7000 });
      navigate(loginPath(returnTo));
    } catch (error) {
      toast.error('Error', apiErrorMessage(error, 'Registration failed. Please try again.'));
      form.setServerErrors(apiFieldErrors(error));
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(signUp, () => setFormError(INVALID_FORM))} aria-label="Sign up">
      <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Username"
        autoComplete="username"
        hint="3 to 32 letters, digits, dots, underscores or hyphens."
        {...form.field('userName')}
      />
      <TextField
        label="Password"
        type="password"
        revealable
        autoComplete="new-password"
        hint="At least 8 characters; avoid common passwords."
        {...form.field('password')}
      />
      <FormActions
        className="account-form__actions"
        busy={form.busy}
        submitLabel="Sign Up"
        busyLabel="Signing up..."
        error={formError && !form.isValid ? formError : null}
      />
    </form>
  );
}
