/**
 * Where to go after logging in: the page that asked for it, carried as `?returnTo=` on /login so it
 * survives a reload. Only a path of this site is followed (no other origin, no `//host`).
 */
export const RETURN_TO = 'returnTo';

export function loginPath(returnTo?: string): string {
  const safe = returnTo ? safeReturnPath(returnTo) : null;
  return safe ? `/login?${RETURN_TO}=${encodeURIComponent(safe)}` : '/login';
}

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/^\/(login|signup)(\/|\?|$)/.test(value)) return null;
  return value;
}
