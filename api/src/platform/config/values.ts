// What every section reader of the configuration shares: the environment's mode, the list of
// problems it adds to, and the checks of single values.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every problem found, reported together at the end (each names its variable). */
export type Problems = string[];

export type Mode = { nodeEnv: 'development' | 'production' | 'test'; production: boolean };

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MINUTE = 60_000;

export function parsePort(value: string | undefined, problems: Problems): number {
  if (value === undefined || value === '') return 5080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
    return 5080;
  }
  return port;
}

export function parseUrl(name: string, value: string | undefined, protocols: string[], problems: Problems): string | null {
  if (value === undefined || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must use ${protocols.join(' or ')} (got "${url.protocol}")`);
      return null;
    }
    return value.trim();
  } catch {
    problems.push(`${name} is not a valid URL`);
    return null;
  }
}
