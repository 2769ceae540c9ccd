// Where the API listens, stores and logs, and which callers and proxies it trusts.
import path from 'node:path';
import type { Config } from './types';
import { type Mode, parsePort, parseUrl, type Problems, REPO_ROOT } from './values';

type ServerSection = Pick<Config, 'port' | 'host' | 'databaseUrl' | 'dataDir' | 'publicUrl' | 'redisUrl' | 'logLevel' | 'seed'>;

/** PORT, HOST, DATABASE_URL, DATA_DIR, PUBLIC_URL, REDIS_URL, LOG_LEVEL, SEED. */
export function readServer(env: NodeJS.ProcessEnv, { nodeEnv, production }: Mode, problems: Problems): ServerSection {
  const port = parsePort(env.PORT, problems);
  const host = env.HOST?.trim() || (production ? '0.0.0.0' : '127.0.0.1');
  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], problems);
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data'));
  const publicUrl = (parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:'], problems) ?? 'http://localhost:8080').replace(/\/+$/, '');
  const redisUrl = parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:'], problems);
  const logLevel = env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }
  return { port, host, databaseUrl, dataDir, publicUrl, redisUrl, logLevel, seed: env.SEED !== '0' };
}

/** CORS_ORIGINS: the listed origins, or PUBLIC_URL's (and, outside production, localhost's). */
export function readCorsOrigins(env: NodeJS.ProcessEnv, publicUrl: string, { production }: Mode, problems: Problems): (string | RegExp)[] {
  if (!env.CORS_ORIGINS?.trim()) {
    const origins: (string | RegExp)[] = [new URL(publicUrl).origin];
    if (!production) origins.push(/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/);
    return origins;
  }
  const origins: string[] = [];
  for (const origin of env.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    try {
      origins.push(new URL(origin).origin);
    } catch {
      problems.push(`CORS_ORIGINS has an entry that is not an origin: "${origin}" (expected e.g. https://shop.example.ng)`);
    }
  }
  return origins;
}

/** TRUST_PROXY: a number of hops or the proxies' addresses; by default one hop in production, loopback otherwise. */
export function readTrustProxy(env: NodeJS.ProcessEnv, { production }: Mode, problems: Problems): number | string[] {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return production ? 1 : ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) problems.push(`TRUST_PROXY must be 0 to 10 hops, or the proxies' addresses (got "${env.TRUST_PROXY}")`);
    return hops;
  }
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.filter((a) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a));
  if (bad.length) problems.push(`TRUST_PROXY has entries that are not IP addresses or CIDRs: ${bad.join(', ')}`);
  return addresses;
}
