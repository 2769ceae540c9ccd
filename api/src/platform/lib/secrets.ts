import crypto from 'node:crypto';

/** A random token for a link or a refresh token: 32 bytes, base64url (no '+', '/' or '='). */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their sha256, so a leaked table does not leak usable tokens. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
