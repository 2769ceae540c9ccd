import { useEffect, useState } from 'react';
import { apiErrorMessage, buttonClass, Link, Loading, loginPath } from 'shared-kernel';
import { confirmEmail } from '../api/confirm-email';

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

  if (state.kind === 'loading') return <Loading label="Confirming your email..." />;
  if (state.kind === 'confirmed')
    return (
      <div className="account-notice account-notice--success" role="status">
        <p>{EMAIL_CONFIRMED} You can now log in.</p>
        <Link to={loginPath(returnTo)} className={buttonClass()}>
          Login
        </Link>
      </div>
    );
  return (
    <div className="account-notice account-notice--error" role="alert">
      <p>{LINK_NOT_VALID}</p>
      {state.reason && <p>{state.reason}</p>}
      <p>
        If your email is not confirmed yet, <Link to="/reactivate">ask for a new confirmation link</Link>. If it is,{' '}
        <Link to="/login">log in</Link>.
      </p>
    </div>
  );
}
