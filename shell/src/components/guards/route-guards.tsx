import { useEffect, type ReactNode } from 'react';
import { isAdmin, isLoggedIn, isPharmacist, loginPath, Navigate, toast, useAuth, useLocation } from 'shared-kernel';

export const LOGIN_REQUIRED_MESSAGE = 'Please Login First!';
export const ADMIN_REQUIRED_MESSAGE = "You dont't have admin rights";
export const PHARMACIST_REQUIRED_MESSAGE =
  'Only a pharmacist may review prescriptions. An admin can grant the pharmacist role under Admin, Users and roles.';

/** Cart, profile, orders, checkout: sends a visitor to /login with a toast, and back here after logging in. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAuth(isLoggedIn);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!loggedIn) toast.warning('Warning', LOGIN_REQUIRED_MESSAGE);
  }, [loggedIn]);
  return loggedIn ? <>{children}</> : <Navigate to={loginPath(pathname + search)} replace />;
}

/** Admin screens: says so in place, with no redirect. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const admin = useAuth(isAdmin);
  if (admin) return <>{children}</>;
  return (
    <section className="shell-denied" role="alert">
      <h1>Admins only</h1>
      <p>{ADMIN_REQUIRED_MESSAGE}</p>
    </section>
  );
}

/** Pharmacist screens (the review queue): a role an admin grants; an admin is not one unless granted. */
export function RequirePharmacist({ children }: { children: ReactNode }) {
  const pharmacist = useAuth(isPharmacist);
  if (pharmacist) return <>{children}</>;
  return (
    <section className="shell-denied" role="alert">
      <h1>Pharmacists only</h1>
      <p>{PHARMACIST_REQUIRED_MESSAGE}</p>
    </section>
  );
}
