import type { TokenClaims } from '../types/entities';

const ROLE_CLAIM_URIS = ['http://schemas.microsoft.com/ws/2008/06/identity/claims/role'];

/** Reads a JWT's payload without verifying it (the server verifies; the browser only displays). */
export function decodeClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const role = payload.role ?? ROLE_CLAIM_URIS.map((uri) => payload[uri]).find(Boolean);
    return {
      name: typeof payload.name === 'string' ? payload.name : '',
      role: role === 'admin' ? 'admin' : 'user',
      UserId: typeof payload.UserId === 'string' ? payload.UserId : '',
      pharmacist: payload.pharmacist === true,
      labStaff: payload.labStaff === true,
      pharmacyStaff: payload.pharmacyStaff === true,
      rider: payload.rider === true,
      exp: typeof payload.exp === 'number' ? payload.exp : undefined,
    };
  } catch {
    return null;
  }
}
