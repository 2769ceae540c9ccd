import { useEffect, useState, type ReactNode } from 'react';
import {
  type AuthState,
  clearSession,
  httpStatusOf,
  isAdmin,
  isLoggedIn,
  isPharmacist,
  Loading,
  loginPath,
  Navigate,
  refreshSession,
  toast,
  useAuth,
  useLocation,
} from 'shared-kernel';
import { shellMessages, useShellText } from '../../i18n';

/** Only the refresh token is left (the access token expired and was cleared): the session can be renewed. */
const renewable = (state: AuthState) => !state.token && Boolean(state.refreshToken);

/**
 * A page opened with only a refresh token renews the session silently instead of asking to log in.
 * Answers whether that renewal is still under way. A refused renewal ends the session; one that
 * could not reach the server leaves it for the next page (the visitor is asked to log in meanwhile).
 */
function useRenewalOnLoad(): boolean {
  const canRenew = useAuth(renewable);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!canRenew) return;
    let current = true;
    refreshSession().catch((error: unknown) => {
      const status = httpStatusOf(error);
      if (status !== undefined && status >= 400 && status < 500) clearSession();
      else if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [canRenew]);
  return canRenew && !failed;
}

/** Cart, profile, orders, checkout: sends a visitor to /login with a toast, and back here after logging in. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const t = useShellText();
  const loggedIn = useAuth(isLoggedIn);
  const renewing = useRenewalOnLoad() && !loggedIn;
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!loggedIn && !renewing) toast.warning(shellMessages.t('guard.loginTitle'), shellMessages.t('guard.login'));
  }, [loggedIn, renewing]);
  if (loggedIn) return <>{children}</>;
  if (renewing) return <Loading label={t('guard.renewing')} />;
  return <Navigate to={loginPath(pathname + search)} replace />;
}

/** Admin screens: says so in place, with no redirect. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const t = useShellText();
  const admin = useAuth(isAdmin);
  if (admin) return <>{children}</>;
  return (
    <section className="shell-denied" role="alert">
      <h1>{t('guard.adminTitle')}</h1>
      <p>{t('guard.admin')}</p>
    </section>
  );
}

/** Pharmacist screens (the review queue): a role an admin grants; an admin is not one unless granted. */
export function RequirePharmacist({ children }: { children: ReactNode }) {
  const t = useShellText();
  const pharmacist = useAuth(isPharmacist);
  if (pharmacist) return <>{children}</>;
  return (
    <section className="shell-denied" role="alert">
      <h1>{t('guard.pharmacistTitle')}</h1>
      <p>{t('guard.pharmacist')}</p>
    </section>
  );
}
