// Rate limits and the catalogue's read cache.
import type { Config } from './types';
import { MINUTE, type Mode, type Problems } from './values';

/** RATE_LIMIT_PER_MINUTE (the global per-address limit) and the fixed per-account limits. */
export function readRateLimits(env: NodeJS.ProcessEnv, problems: Problems): Config['rateLimits'] {
  // Per address and minute. Mobile carriers put many shoppers behind one address (carrier-grade
  // NAT), so this stops a flood, not a busy network; the finer limits are per account.
  let globalMax = 6000;
  if (env.RATE_LIMIT_PER_MINUTE !== undefined && env.RATE_LIMIT_PER_MINUTE !== '') {
    globalMax = Number(env.RATE_LIMIT_PER_MINUTE);
    if (!Number.isInteger(globalMax) || globalMax < 1) {
      problems.push(`RATE_LIMIT_PER_MINUTE must be a whole number of at least 1 (got "${env.RATE_LIMIT_PER_MINUTE}")`);
    }
  }
  return {
    global: { max: globalMax, windowMs: MINUTE },
    loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
    loginFailuresPerIp: { max: 1000, windowMs: 15 * MINUTE },
    loginSlowdown: { after: 30, stepMs: 100, maxDelayMs: 3000 },
    mailPerAccount: { max: 5, windowMs: 60 * MINUTE },
    mailPerIp: { max: 200, windowMs: 60 * MINUTE },
    registerPerIp: { max: 100, windowMs: 60 * MINUTE },
    // Remote telemetry reports (a batch each); many shoppers can share a carrier's address.
    telemetryPerIp: { max: 600, windowMs: MINUTE },
  };
}

/** LAB_HOLD_MINUTES: how long an unpaid lab booking holds its place, 1 to 1440 minutes (30 by default). */
export function readLabHoldMinutes(env: NodeJS.ProcessEnv, problems: Problems): number {
  const minutes = env.LAB_HOLD_MINUTES?.trim() ? Number(env.LAB_HOLD_MINUTES) : 30;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    problems.push(`LAB_HOLD_MINUTES must be a whole number of minutes from 1 to 1440 (got "${env.LAB_HOLD_MINUTES}")`);
  }
  return minutes;
}

/** CATALOGUE_CACHE_SECONDS: 0 to 60 (off in tests by default, 10 otherwise). */
export function readCatalogueCacheSeconds(env: NodeJS.ProcessEnv, { nodeEnv }: Mode, problems: Problems): number {
  const seconds = env.CATALOGUE_CACHE_SECONDS?.trim() ? Number(env.CATALOGUE_CACHE_SECONDS) : nodeEnv === 'test' ? 0 : 10;
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 60) {
    problems.push(`CATALOGUE_CACHE_SECONDS must be a whole number from 0 to 60 (got "${env.CATALOGUE_CACHE_SECONDS}")`);
  }
  return seconds;
}

/** DELIVERY_MAX_TRIES: failed delivery tries after which a parcel comes back to its pharmacy, 1 to 5 (2 by default). */
export function readDeliveryMaxTries(env: NodeJS.ProcessEnv, problems: Problems): number {
  const tries = env.DELIVERY_MAX_TRIES?.trim() ? Number(env.DELIVERY_MAX_TRIES) : 2;
  if (!Number.isInteger(tries) || tries < 1 || tries > 5) {
    problems.push(`DELIVERY_MAX_TRIES must be a whole number from 1 to 5 (got "${env.DELIVERY_MAX_TRIES}")`);
  }
  return tries;
}
