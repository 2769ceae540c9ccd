import type { RateLimitRule } from '../../config';
import { tooManyRequests } from '../../platform/lib/http-errors';
import type { RateLimiter } from '../../platform/lib/rate-limiter';

/** Counts one hit of key; past the rule's limit, a 429 with Retry-After and the message. */
export async function enforceLimit(limiter: RateLimiter, key: string, rule: RateLimitRule, message: string): Promise<void> {
  const result = await limiter.hit(key, rule);
  if (!result.allowed) {
    throw tooManyRequests(
      result.retryAfterSeconds,
      `${message} Try again in ${Math.max(1, Math.ceil(result.retryAfterSeconds / 60))} minute(s).`,
    );
  }
}
