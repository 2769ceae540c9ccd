import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter, ResilientRateLimiter } from '../../src/platform/lib/rate-limiter';

async function exercise(limiter: RateLimiter) {
  const key = `test:${crypto.randomUUID()}`;
  // A window long enough that the three hits land in it on a busy machine.
  const rule = { max: 2, windowMs: 1500 };
  assert.equal((await limiter.hit(key, rule)).allowed, true);
  const second = await limiter.hit(key, rule);
  assert.equal(second.allowed, true);
  assert.equal(second.remaining, 0);
  const third = await limiter.hit(key, rule);
  assert.equal(third.allowed, false);
  assert.ok(third.retryAfterSeconds >= 1);
  assert.equal((await limiter.hit(`${key}:other`, rule)).allowed, true);
  await new Promise((r) => setTimeout(r, 1600));
  assert.equal((await limiter.hit(key, rule)).allowed, true, 'a new window starts after windowMs');
  await limiter.reset(key);
}

test('memory limiter counts per key within a window', async () => {
  await exercise(new MemoryRateLimiter());
});

test('Redis limiter behaves the same (runs when REDIS_URL is set)', { skip: !process.env.REDIS_URL && 'REDIS_URL not set' }, async () => {
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    await exercise(new RedisRateLimiter(redis, 'epharmacy:test-rl:'));
  } finally {
    await redis.quit();
  }
});

test('resilient limiter: counts in this process while the shared one fails, and back to the shared one after', async () => {
  let down = false;
  const shared = new MemoryRateLimiter();
  const flaky: RateLimiter = {
    hit: (key, rule) => (down ? Promise.reject(new Error('redis down')) : shared.hit(key, rule)),
    count: (key) => (down ? Promise.reject(new Error('redis down')) : shared.count(key)),
    reset: (key) => (down ? Promise.reject(new Error('redis down')) : shared.reset(key)),
  };
  const errors: string[] = [];
  const limiter = new ResilientRateLimiter(flaky, new MemoryRateLimiter(), (err) => errors.push(err.message));
  await exercise(limiter);
  assert.deepEqual(errors, []);
  down = true;
  await exercise(limiter);
  assert.ok(errors.length > 0);
  const rule = { max: 1, windowMs: 60_000 };
  assert.equal((await limiter.hit('k', rule)).allowed, true);
  assert.equal((await limiter.hit('k', rule)).allowed, false, 'still limited while Redis is down');
  down = false;
  assert.equal((await limiter.hit('k', rule)).allowed, true, 'the shared count again');
});
