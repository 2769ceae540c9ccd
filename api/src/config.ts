import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RateLimitRule = { max: number; windowMs: number };

/** The secret the local Paystack sandbox accepts (paystack-sandbox uses the same default). It is public. */
export const SANDBOX_SECRET_KEY = 'sk_test_sandbox_local';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the API runs on PGlite in `dataDir/pglite`. */
  databaseUrl: string | null;
  /** PGlite only: keep the database in memory (tests). */
  inMemoryDatabase: boolean;
  /** PGlite only: a file made by PGlite's dumpDataDir() to start from (tests). */
  pgliteTemplateFile: string | null;
  dataDir: string;
  publicUrl: string;
  corsOrigins: (string | RegExp)[];
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** A refresh token lives this long unless used (sliding: each use issues a new one). */
  refreshTokenTtlSeconds: number;
  /** A login (refresh-token family) ends this long after it began, however often it is renewed. */
  sessionMaxSeconds: number;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  storeInbox: string;
  admin: { email: string; password: string; userName: string } | null;
  paystack: {
    secretKey: string | null;
    baseUrl: string | null;
    /**
     * How often (seconds) the API reconciles payments with the provider: re-verifies payments stuck
     * pending, notices paid ones later reversed, follows refunds on their way. 0 turns the job off
     * (admins can still run it from the payments page).
     */
    reconcileIntervalSeconds?: number;
    /** Retries of 429 and 5xx answers (tests shorten the waits). */
    retry?: { attempts: number; baseDelayMs: number; maxDelayMs: number };
  };
  /**
   * S3-compatible object storage for uploaded files, shared by every API machine; null keeps them
   * in DATA_DIR (one machine). `bucket` holds product pictures (served through /api/images),
   * `privateBucket` files only the API hands out (prescriptions).
   */
  s3: {
    endpoint: string | null;
    region: string;
    bucket: string;
    privateBucket: string | null;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  } | null;
  /**
   * Who is legally responsible for the shop, shown in the footer, the legal page and every mail:
   * the registered business, its Pharmacists Council of Nigeria (PCN) premises licence and its
   * superintendent pharmacist. Production must name them (PHARMACY_*); development and tests use
   * clearly fictional details and say so (`fictional`).
   */
  pharmacy: PharmacyIdentity;
  logLevel: string;
  /**
   * Which proxies in front of the API may name the client (X-Forwarded-For): a number of hops, or
   * the proxies' addresses/CIDRs. Development and tests trust only this machine's loopback proxies
   * (npm start's site server, nginx); production one hop (the front door). A client-sent header
   * from anywhere else is ignored.
   */
  trustProxy: number | string[];
  /** Seed the catalogue and the admin account when the database is empty. */
  seed: boolean;
  /**
   * How long one API process reuses a catalogue read (lists, search, one medicine), in seconds;
   * 0 turns it off. A change through this process clears it at once; with Redis (REDIS_URL) every
   * other replica's too (publish/subscribe); without Redis, other replicas catch up within this
   * time, as browsers do with the catalogue's `Cache-Control: max-age=60`.
   */
  catalogueCacheSeconds: number;
  rateLimits: {
    /** Every request, per IP. */
    global: RateLimitRule;
    /**
     * Failed logins per account (by id, whichever name is typed) from one address; past it that
     * address gets no more answers about passwords (every failure is refused there), and that account
     * takes no password from that address except on a device it logged in from before. A success clears them.
     */
    loginPerAccount: RateLimitRule;
    /** Failed logins per address after which its further failures are refused for the window (a correct password still gets in). */
    loginFailuresPerIp: RateLimitRule;
    /** Failed logins per address that cost nothing; each further one delays that address's next attempts. */
    loginSlowdown: { after: number; stepMs: number; maxDelayMs: number };
    /** Reset and reactivation mail, per target account and per IP. */
    mailPerAccount: RateLimitRule;
    mailPerIp: RateLimitRule;
    /** Sign-ups per address (a taken username answers 409, so this bounds probing for usernames). */
    registerPerIp: RateLimitRule;
  };
};

export type PharmacyIdentity = {
  registeredName: string;
  premisesLicence: string;
  superintendent: { name: string; registrationNumber: string };
  address: string;
  hours: string;
  /** Where data-protection requests (a copy, a correction, deletion) go. */
  privacyEmail: string;
  /** True while the details are the development defaults, which name no real pharmacy. */
  fictional: boolean;
};

/** Clearly fictional details for development and tests: no real pharmacy, licence or pharmacist. */
export const FICTIONAL_PHARMACY: PharmacyIdentity = {
  registeredName: 'e-pharmacy Demo Pharmacy Ltd (fictional)',
  premisesLicence: 'PCN/PREM/DEMO/0000 (example only)',
  superintendent: { name: 'Pharm. Ada Example (fictional)', registrationNumber: 'PCN/REG/DEMO/00000 (example only)' },
  address: '12 Adeola Odeku Street, Victoria Island, Lagos, Nigeria (example address)',
  hours: 'Monday to Saturday 8:00–20:00, Sunday 12:00–18:00 (WAT)',
  privacyEmail: 'privacy@e-pharmacy.example',
  fictional: true,
};

const PHARMACY_VARIABLES = {
  PHARMACY_REGISTERED_NAME: 'the registered business name',
  PHARMACY_PREMISES_LICENCE: 'the PCN premises licence number',
  PHARMACY_SUPERINTENDENT_NAME: "the superintendent pharmacist's name",
  PHARMACY_SUPERINTENDENT_PCN: "the superintendent pharmacist's PCN registration number",
  PHARMACY_ADDRESS: 'the registered premises address',
  PHARMACY_HOURS: 'the opening hours',
  PHARMACY_PRIVACY_EMAIL: 'where data-protection requests go',
} as const;

function parsePharmacy(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): PharmacyIdentity {
  const names = Object.keys(PHARMACY_VARIABLES) as (keyof typeof PHARMACY_VARIABLES)[];
  const value = (name: keyof typeof PHARMACY_VARIABLES) => env[name]?.trim() || '';
  if (!production && names.every((name) => !value(name))) return FICTIONAL_PHARMACY;
  for (const name of names.filter((n) => !value(n))) {
    problems.push(
      production
        ? `${name} is required in production (${PHARMACY_VARIABLES[name]}; a pharmacy selling online must show who is responsible for it)`
        : `${name} is required once any PHARMACY_* detail is set (${PHARMACY_VARIABLES[name]})`,
    );
  }
  const privacyEmail = value('PHARMACY_PRIVACY_EMAIL');
  if (privacyEmail && !EMAIL_RE.test(privacyEmail))
    problems.push(`PHARMACY_PRIVACY_EMAIL must be an email address (got "${privacyEmail}")`);
  for (const name of names) {
    if (value(name).length > 200) problems.push(`${name} must be at most 200 characters`);
  }
  return {
    registeredName: value('PHARMACY_REGISTERED_NAME'),
    premisesLicence: value('PHARMACY_PREMISES_LICENCE'),
    superintendent: { name: value('PHARMACY_SUPERINTENDENT_NAME'), registrationNumber: value('PHARMACY_SUPERINTENDENT_PCN') },
    address: value('PHARMACY_ADDRESS'),
    hours: value('PHARMACY_HOURS'),
    privacyEmail,
    fictional: false,
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const MINUTE = 60_000;

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined || value === '') return 5080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
    return 5080;
  }
  return port;
}

function parseUrl(name: string, value: string | undefined, protocols: string[], problems: string[]): string | null {
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

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/**
 * Reads the configuration from the environment. Every problem is reported at once, with the
 * variable's name. In production there are no defaults for secrets.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = nodeEnv === 'production';

  const port = parsePort(env.PORT, problems);
  const host = env.HOST?.trim() || (production ? '0.0.0.0' : '127.0.0.1');
  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], problems);
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data'));
  const publicUrl = (parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:'], problems) ?? 'http://localhost:8080').replace(/\/+$/, '');
  const redisUrl = parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:'], problems);
  const smtpUrl = parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:'], problems);
  const paystackBaseUrl = parseUrl('PAYSTACK_BASE_URL', env.PAYSTACK_BASE_URL, ['http:', 'https:'], problems);

  let corsOrigins: (string | RegExp)[] = [];
  if (env.CORS_ORIGINS?.trim()) {
    for (const origin of env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean)) {
      try {
        corsOrigins.push(new URL(origin).origin);
      } catch {
        problems.push(`CORS_ORIGINS has an entry that is not an origin: "${origin}" (expected e.g. https://shop.example.ng)`);
      }
    }
  } else {
    corsOrigins = [new URL(publicUrl).origin];
    if (!production) corsOrigins.push(/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/);
  }

  let jwtSecret = env.JWT_SECRET ?? '';
  if (jwtSecret && Buffer.byteLength(jwtSecret) < 32) {
    problems.push('JWT_SECRET must be at least 32 bytes long');
  }
  if (!jwtSecret) {
    if (production) problems.push('JWT_SECRET is required in production (at least 32 random bytes)');
    else if (nodeEnv === 'test') jwtSecret = crypto.randomBytes(48).toString('base64url');
    else jwtSecret = developmentJwtSecret(dataDir);
  }

  const mailFrom = env.MAIL_FROM?.trim() || 'e-pharmacy <no-reply@e-pharmacy.ng>';
  const storeInbox = env.STORE_INBOX?.trim() || 'store@e-pharmacy.ng';
  if (!EMAIL_RE.test(storeInbox)) problems.push(`STORE_INBOX must be an email address (got "${storeInbox}")`);
  if (production && !smtpUrl)
    problems.push('SMTP_URL is required in production (mail is only written to the outbox folder in development)');

  let admin: Config['admin'] = null;
  const adminEmail = env.ADMIN_EMAIL?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  if (adminEmail || adminPassword) {
    if (!adminEmail || !EMAIL_RE.test(adminEmail)) problems.push('ADMIN_EMAIL must be a valid email address when ADMIN_PASSWORD is set');
    if (!adminPassword || adminPassword.length < 12 || adminPassword.length > 128)
      problems.push('ADMIN_PASSWORD must be 12 to 128 characters');
    if (adminEmail && adminPassword)
      admin = { email: adminEmail, password: adminPassword, userName: env.ADMIN_USERNAME?.trim() || 'admin' };
  } else if (production) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD are required in production (there is no default admin account)');
  } else {
    admin = { email: 'admin@e-pharmacy.ng', password: 'Admin#Pharmacy2026', userName: 'admin' };
  }

  const paystackSecretKey = env.PAYSTACK_SECRET_KEY?.trim() || null;
  if (paystackSecretKey && !/^sk_(test|live)_\w+$/.test(paystackSecretKey)) {
    problems.push('PAYSTACK_SECRET_KEY must look like sk_test_... or sk_live_...');
  }
  // Fail closed: without a key payments would silently go to the local sandbox, whose key is public.
  if (production && !paystackSecretKey) {
    problems.push('PAYSTACK_SECRET_KEY is required in production (without it payments would go to the local Paystack sandbox)');
  }
  if (production && paystackSecretKey === SANDBOX_SECRET_KEY) {
    problems.push('PAYSTACK_SECRET_KEY is the public key of the local sandbox; set your Paystack secret key (sk_live_... or sk_test_...)');
  }

  let s3: Config['s3'] = null;
  const s3Bucket = env.S3_BUCKET?.trim();
  if (s3Bucket) {
    const endpoint = parseUrl('S3_ENDPOINT', env.S3_ENDPOINT, ['http:', 'https:'], problems);
    const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
    const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
    if (!accessKeyId || !secretAccessKey) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET');
    const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
    const privateBucket = env.S3_PRIVATE_BUCKET?.trim() || null;
    for (const [name, value] of [
      ['S3_BUCKET', s3Bucket],
      ['S3_PRIVATE_BUCKET', privateBucket],
    ] as const) {
      if (value && !bucketName.test(value)) problems.push(`${name} is not a valid bucket name (got "${value}")`);
    }
    if (privateBucket && privateBucket === s3Bucket)
      problems.push('S3_PRIVATE_BUCKET must differ from S3_BUCKET (private files never share the pictures bucket)');
    s3 = {
      endpoint,
      region: env.S3_REGION?.trim() || 'us-east-1',
      bucket: s3Bucket,
      privateBucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== null,
    };
  }

  const logLevel = env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }

  let trustProxy: number | string[] = production ? 1 : ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
  const trustProxyEnv = env.TRUST_PROXY?.trim();
  if (trustProxyEnv) {
    if (/^\d+$/.test(trustProxyEnv)) {
      trustProxy = Number(trustProxyEnv);
      if (trustProxy > 10) problems.push(`TRUST_PROXY must be 0 to 10 hops, or the proxies' addresses (got "${env.TRUST_PROXY}")`);
    } else {
      trustProxy = trustProxyEnv
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      const bad = trustProxy.filter((a) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a));
      if (bad.length) problems.push(`TRUST_PROXY has entries that are not IP addresses or CIDRs: ${bad.join(', ')}`);
    }
  }

  // Per address and minute. Mobile carriers put many shoppers behind one address (carrier-grade
  // NAT), so this stops a flood, not a busy network; the finer limits are per account.
  let globalMax = 6000;
  if (env.RATE_LIMIT_PER_MINUTE !== undefined && env.RATE_LIMIT_PER_MINUTE !== '') {
    globalMax = Number(env.RATE_LIMIT_PER_MINUTE);
    if (!Number.isInteger(globalMax) || globalMax < 1) {
      problems.push(`RATE_LIMIT_PER_MINUTE must be a whole number of at least 1 (got "${env.RATE_LIMIT_PER_MINUTE}")`);
    }
  }

  // Off by default in tests, which often change the database directly.
  const reconcileIntervalSeconds = env.PAYMENTS_RECONCILE_SECONDS?.trim()
    ? Number(env.PAYMENTS_RECONCILE_SECONDS)
    : nodeEnv === 'test'
      ? 0
      : 300;
  if (!Number.isInteger(reconcileIntervalSeconds) || reconcileIntervalSeconds < 0 || reconcileIntervalSeconds > 86_400) {
    problems.push(
      `PAYMENTS_RECONCILE_SECONDS must be a whole number of seconds from 0 (off) to 86400 (got "${env.PAYMENTS_RECONCILE_SECONDS}")`,
    );
  }
  const catalogueCacheSeconds = env.CATALOGUE_CACHE_SECONDS?.trim() ? Number(env.CATALOGUE_CACHE_SECONDS) : nodeEnv === 'test' ? 0 : 10;
  if (!Number.isInteger(catalogueCacheSeconds) || catalogueCacheSeconds < 0 || catalogueCacheSeconds > 60) {
    problems.push(`CATALOGUE_CACHE_SECONDS must be a whole number from 0 to 60 (got "${env.CATALOGUE_CACHE_SECONDS}")`);
  }

  const sessionMaxDays = env.SESSION_MAX_DAYS?.trim() ? Number(env.SESSION_MAX_DAYS) : 30;
  if (!Number.isInteger(sessionMaxDays) || sessionMaxDays < 1 || sessionMaxDays > 365) {
    problems.push(`SESSION_MAX_DAYS must be a whole number of days from 1 to 365 (got "${env.SESSION_MAX_DAYS}")`);
  }

  const pharmacy = parsePharmacy(env, production, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: nodeEnv,
    port,
    host,
    databaseUrl,
    inMemoryDatabase: false,
    pgliteTemplateFile: null,
    dataDir,
    publicUrl,
    corsOrigins,
    jwtSecret,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 14 * 24 * 60 * 60,
    sessionMaxSeconds: sessionMaxDays * 24 * 60 * 60,
    redisUrl,
    smtpUrl,
    mailFrom,
    storeInbox,
    admin,
    paystack: { secretKey: paystackSecretKey, baseUrl: paystackBaseUrl, reconcileIntervalSeconds },
    s3,
    pharmacy,
    logLevel,
    trustProxy,
    seed: env.SEED !== '0',
    catalogueCacheSeconds,
    rateLimits: {
      global: { max: globalMax, windowMs: MINUTE },
      loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
      loginFailuresPerIp: { max: 1000, windowMs: 15 * MINUTE },
      loginSlowdown: { after: 30, stepMs: 100, maxDelayMs: 3000 },
      mailPerAccount: { max: 5, windowMs: 60 * MINUTE },
      mailPerIp: { max: 200, windowMs: 60 * MINUTE },
      registerPerIp: { max: 100, windowMs: 60 * MINUTE },
    },
  };
}
