import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../../config';

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Counts hits per key in a fixed window. Used for per-account and per-IP limits on login and mail. */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** The hits counted for key in its current window, without counting one more. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = Date.now();
    if (this.windows.size > 50_000) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= rule.max,
      remaining: Math.max(0, rule.max - window.count),
      retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
    };
  }

  async count(key: string): Promise<number> {
    const window = this.windows.get(key);
    return window && window.resetAt > Date.now() ? window.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'epharmacy:rl:',
  ) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const k = this.prefix + key;
    const results = await this.redis.multi().incr(k).pttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    let ttl = Number(results?.[1]?.[1] ?? -1);
    if (ttl < 0) {
      await this.redis.pexpire(k, rule.windowMs);
      ttl = rule.windowMs;
    }
    return { allowed: count <= rule.max, remaining: Math.max(0, rule.max - count), retryAfterSeconds: Math.ceil(ttl / 1000) };
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * The shared limiter (Redis) while it answers; while it does not (Redis restarting, a network
 * break), this process counts on its own, so logins and mail keep working under limits that hold
 * per replica instead of failing for everyone. Counts go back to the shared ones when Redis returns.
 */
export class ResilientRateLimiter implements RateLimiter {
  constructor(
    private readonly shared: RateLimiter,
    private readonly local: RateLimiter = new MemoryRateLimiter(),
    private readonly onError: (err: Error) => void = () => undefined,
  ) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    try {
      return await this.shared.hit(key, rule);
    } catch (err) {
      this.onError(err as Error);
      return this.local.hit(key, rule);
    }
  }

  async count(key: string): Promise<number> {
    try {
      return await this.shared.count(key);
    } catch (err) {
      this.onError(err as Error);
      return this.local.count(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    try {
      await this.shared.reset(key);
    } catch (err) {
      this.onError(err as Error);
    }
  }
}
