import { useEffect, useState } from 'react';
import { apiErrorMessage, buttonClass, Link, Loading, loginPath } from 'shared-kernel';
import { confirmEmail } from '../api/confirm-email';
import { useMoreText } from '../../../i18n/more';
import { richText } from '../../../i18n/rich';

type State = { kind: 'loading' } | { kind: 'confirmed' } | { kind: 'failed'; reason: string };

// A link works once: remember each attempt so a re-render (or React's dev double effect) never spends it twice.
const attempts = new Map<string, Promise<unknown>>();

export function confirmOnce(email: string, token: string): Promise<unknown> {
  const key = `${email}\n${token}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = confirmEmail(email, token);
    attempts.set(key, attempt);
  }
  return attempt;
}

export const EMAIL_CONFIRMED = 'Your email has been confirmed.';
export const LINK_NOT_VALID = 'This confirmation link is not valid: it may have been used already or have expired.';

export function ConfirmEmailStatus({ email, token, returnTo }: { email: string; token: string; returnTo?: string }) {
  const t = useMoreText();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    confirmOnce(email, token).then(
      () => live && setState({ kind: 'confirmed' }),
      (error) => live && setState({ kind: 'failed', reason: apiErrorMessage(error, '') }),
    );
    return () => {
      live = false;
    };
  }, [email, token]);

  if (state.kind === 'loading') return <Loading label={t('confirm.loading')} />;
  if (state.kind === 'confirmed')
    return (
      <div className="account-notice account-notice--success" role="status">
        <p>{t('confirm.confirmed')}</p>
        <Link to={loginPath(returnTo)} className={buttonClass()}>
          {t('confirm.login')}
        </Link>
      </div>
    );
  return (
    <div className="account-notice account-notice--error" role="alert">
      <p>{t('confirm.notValid')}</p>
      {state.reason && <p>{state.reason}</p>}
      <p>
        {richText(t, 'confirm.whatNext', {
          newLink: <Link to="/reactivate">{t('confirm.whatNextNew')}</Link>,
          loginLink: <Link to="/login">{t('confirm.whatNextLogin')}</Link>,
        })}
      </p>
    </div>
  );
}
