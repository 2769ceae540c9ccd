// Sign-in secrets and the first admin account.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './types';
import { EMAIL_RE, type Mode, type Problems } from './values';

/** Development only: a JWT secret kept in the data folder so tokens survive restarts. */
function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** JWT_SECRET: required in production, random in tests, kept in DATA_DIR in development. */
export function readJwtSecret(env: NodeJS.ProcessEnv, dataDir: string, { nodeEnv, production }: Mode, problems: Problems): string {
  const jwtSecret = env.JWT_SECRET ?? '';
  if (jwtSecret && Buffer.byteLength(jwtSecret) < 32) {
    problems.push('JWT_SECRET must be at least 32 bytes long');
  }
  if (jwtSecret) return jwtSecret;
  if (production) problems.push('JWT_SECRET is required in production (at least 32 random bytes)');
  else if (nodeEnv === 'test') return crypto.randomBytes(48).toString('base64url');
  else return developmentJwtSecret(dataDir);
  return jwtSecret;
}

/** ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_USERNAME: required in production; a known account in development. */
export function readAdmin(env: NodeJS.ProcessEnv, { production }: Mode, problems: Problems): Config['admin'] {
  const adminEmail = env.ADMIN_EMAIL?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  if (adminEmail || adminPassword) {
    if (!adminEmail || !EMAIL_RE.test(adminEmail)) problems.push('ADMIN_EMAIL must be a valid email address when ADMIN_PASSWORD is set');
    if (!adminPassword || adminPassword.length < 12 || adminPassword.length > 128)
      problems.push('ADMIN_PASSWORD must be 12 to 128 characters');
    if (adminEmail && adminPassword) return { email: adminEmail, password: adminPassword, userName: env.ADMIN_USERNAME?.trim() || 'admin' };
    return null;
  }
  if (production) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD are required in production (there is no default admin account)');
    return null;
  }
  return { email: 'admin@e-pharmacy.ng', password: 'Admin#Pharmacy2026', userName: 'admin' };
}

/** SESSION_MAX_DAYS: how long a login lasts at most, however often it is renewed (default 30 days). */
export function readSessionMaxSeconds(env: NodeJS.ProcessEnv, problems: Problems): number {
  const sessionMaxDays = env.SESSION_MAX_DAYS?.trim() ? Number(env.SESSION_MAX_DAYS) : 30;
  if (!Number.isInteger(sessionMaxDays) || sessionMaxDays < 1 || sessionMaxDays > 365) {
    problems.push(`SESSION_MAX_DAYS must be a whole number of days from 1 to 365 (got "${env.SESSION_MAX_DAYS}")`);
  }
  return sessionMaxDays * 24 * 60 * 60;
}
