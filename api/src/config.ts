// The configuration, read from the environment and checked: one reader per section in config/
// (server, accounts, mail, paystack, storage, limits, pharmacy), every problem reported at once.
import { readAdmin, readJwtSecret, readSessionMaxSeconds } from './platform/config/accounts';
import { readCatalogueCacheSeconds, readDeliveryMaxTries, readLabHoldMinutes, readRateLimits } from './platform/config/limits';
import { readMail } from './platform/config/mail';
import { readMessaging } from './platform/config/messaging';
import { readObservability } from './platform/config/observability';
import { readPaystack } from './platform/config/paystack';
import { readPharmacy } from './platform/config/pharmacy';
import { readPharmacistHours } from './platform/config/pharmacist-hours';
import { readPrivacy } from './platform/config/privacy';
import { readCorsOrigins, readServer, readTrustProxy } from './platform/config/server';
import { readS3 } from './platform/config/storage';
import type { Config } from './platform/config/types';
import type { Mode, Problems } from './platform/config/values';

export type { Config, PharmacyIdentity, RateLimitRule } from './platform/config/types';
export { FICTIONAL_PHARMACY } from './platform/config/pharmacy';
export { SANDBOX_SECRET_KEY } from './platform/config/paystack';
export { REPO_ROOT } from './platform/config/values';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from the environment. Every problem is reported at once, with the
 * variable's name. In production there are no defaults for secrets.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: Problems = [];
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const mode: Mode = { nodeEnv, production: nodeEnv === 'production' };

  const server = readServer(env, mode, problems);
  const mail = readMail(env, mode, problems);
  const paystack = readPaystack(env, mode, problems);
  const messaging = readMessaging(env, mode, problems);
  const corsOrigins = readCorsOrigins(env, server.publicUrl, mode, problems);
  const jwtSecret = readJwtSecret(env, server.dataDir, mode, problems);
  const admin = readAdmin(env, mode, problems);
  const s3 = readS3(env, problems);
  const trustProxy = readTrustProxy(env, mode, problems);
  const rateLimits = readRateLimits(env, problems);
  const catalogueCacheSeconds = readCatalogueCacheSeconds(env, mode, problems);
  const labHoldMinutes = readLabHoldMinutes(env, problems);
  const deliveryMaxTries = readDeliveryMaxTries(env, problems);
  const sessionMaxSeconds = readSessionMaxSeconds(env, problems);
  const pharmacy = readPharmacy(env, mode.production, problems);
  const privacy = readPrivacy(env, problems);
  const pharmacistHours = readPharmacistHours(env, problems);
  const observability = readObservability(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: nodeEnv,
    ...server,
    inMemoryDatabase: false,
    pgliteTemplateFile: null,
    corsOrigins,
    jwtSecret,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 14 * 24 * 60 * 60,
    sessionMaxSeconds,
    ...mail,
    admin,
    paystack,
    messaging,
    s3,
    pharmacy,
    privacy,
    pharmacistHours,
    trustProxy,
    catalogueCacheSeconds,
    labHoldMinutes,
    deliveryMaxTries,
    rateLimits,
    observability,
  };
}
