import { useCallback, useState } from 'react';
import { apiErrorMessage, apiFieldErrors, loginPath, RETURN_TO, safeReturnPath, toast, useNavigate, useSearchParams } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { EMAIL_PATTERN, type Errors } from '../../../lib/validation';
import { accountMessages, useAccountText } from '../../../i18n';
import { register } from '../api/register';
import { NO_SMS_UPDATES, SignupSmsUpdates, smsUpdatesBody } from './signup-sms-updates';

type Field = 'firstName' | 'lastName' | 'email' | 'userName' | 'password';
const EMPTY: Record<Field, string> = { firstName: '', lastName: '', email: '', userName: '', password: '' };

function validate(values: Record<Field, string>): Errors<Field> {
  const t = accountMessages.t;
  const email = values.email.trim();
  return {
    firstName: values.firstName.trim() ? undefined : t('signup.firstNameRequired'),
    lastName: values.lastName.trim() ? undefined : t('signup.lastNameRequired'),
    email: !email ? t('signup.emailRequired') : EMAIL_PATTERN.test(email) ? undefined : t('signup.emailInvalid'),
    userName: values.userName.trim() ? undefined : t('signup.userNameRequired'),
    password: values.password ? undefined : t('signup.passwordRequired'),
  };
}

export const INVALID_FORM = 'Invalid Form';

export function SignupForm() {
  const navigate = useNavigate();
  const t = useAccountText();
  // The page the visitor came from rides through the confirmation mail and the login.
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_TO)) ?? undefined;
  const form = useForm({ initial: EMPTY, validate, mode: 'onChange' });
  const [formError, setFormError] = useState('');
  const [sms, setSms] = useState(NO_SMS_UPDATES);
  const [smsPhoneError, setSmsPhoneError] = useState<string | undefined>();
  const [smsWordingVersion, setSmsWordingVersion] = useState<string | undefined>();
  const onWording = useCallback((version: string | undefined) => setSmsWordingVersion(version), []);

  const signUp = async (values: typeof EMPTY) => {
    setFormError('');
    const smsUpdates = smsUpdatesBody(sms, smsWordingVersion);
    if (smsUpdates.phoneInvalid) {
      setSmsPhoneError(t('signupSms.phoneInvalid'));
      return;
    }
    try {
      const data = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        userName: values.userName.trim(),
        password: values.password,
        ...(smsUpdates.body ? { smsUpdates: smsUpdates.body } : {}),
        ...(returnTo ? { returnTo } : {}),
      });
      toast.success(t('signup.success'), data.message || t('signup.done'), { duration: 7000 });
      navigate(loginPath(returnTo));
    } catch (error) {
      toast.error(t('signup.error'), apiErrorMessage(error, t('signup.failed')));
      const fieldErrors = apiFieldErrors(error);
      setSmsPhoneError(fieldErrors['smsUpdates.phone']);
      form.setServerErrors(fieldErrors);
    }
  };

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.handleSubmit(signUp, () => setFormError(t('signup.invalid')))}
      aria-label={t('signup.form')}
    >
      <TextField label={t('signup.firstName')} autoComplete="given-name" {...form.field('firstName')} />
      <TextField label={t('signup.lastName')} autoComplete="family-name" {...form.field('lastName')} />
      <TextField label={t('signup.email')} type="email" autoComplete="email" {...form.field('email')} />
      <TextField label={t('signup.userName')} autoComplete="username" hint={t('signup.userNameHint')} {...form.field('userName')} />
      <TextField
        label={t('signup.password')}
        type="password"
        revealable
        autoComplete="new-password"
        hint={t('signup.passwordHint')}
        {...form.field('password')}
      />
      <SignupSmsUpdates
        choice={sms}
        onChange={(next) => {
          setSms(next);
          setSmsPhoneError(undefined);
        }}
        phoneError={smsPhoneError}
        onWording={onWording}
      />
      <FormActions
        className="account-form__actions"
        busy={form.busy}
        submitLabel={t('signup.submit')}
        busyLabel={t('signup.busy')}
        error={formError && !form.isValid ? formError : null}
      />
    </form>
  );
}
