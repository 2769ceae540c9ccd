/**
 * Where to go after logging in: the page that asked for it, carried as `?returnTo=` on /login so it
 * survives a reload. Only a path of this site is followed (no other origin, no `//host`).
 */
export const RETURN_TO = 'returnTo';

export function loginPath(returnTo?: string): string {
  const safe = returnTo ? safeReturnPath(returnTo) : null;
  return safe ? `/login?${RETURN_TO}=${encodeURIComponent(safe)}` : '/login';
}

/** Sign up, then back to `returnTo` after the confirmation mail and the login (the API carries it in the mailed link). */
export function signupPath(returnTo?: string | null): string {
  const safe = returnTo ? safeReturnPath(returnTo) : null;
  return safe ? `/signup?${RETURN_TO}=${encodeURIComponent(safe)}` : '/signup';
}

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/^\/(login|signup)(\/|\?|$)/.test(value)) return null;
  return value;
}
