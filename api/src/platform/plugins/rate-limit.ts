import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter, ResilientRateLimiter } from '../lib/rate-limiter';

/**
 * A global per-IP limit on every call, and `app.rateLimiter` for finer limits (login, reset mail)
 * per account and per IP. Both use Redis when REDIS_URL is set, so API replicas share counts.
 * While Redis does not answer, the finer limits count in this process and the global limit lets
 * calls through (it guards against floods; nginx stands in front): shoppers are not refused
 * because Redis restarts.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { rateLimits: rules } = app.config;
    const redis = app.redis;
    const limiter: RateLimiter = redis
      ? new ResilientRateLimiter(new RedisRateLimiter(redis), new MemoryRateLimiter(), (err) =>
          app.log.warn({ err: err.message }, 'rate limits counted in this process: redis does not answer'),
        )
      : new MemoryRateLimiter();
    app.decorate('rateLimiter', limiter);
    await app.register(rateLimit, {
      global: true,
      max: rules.global.max,
      timeWindow: rules.global.windowMs,
      ...(redis ? { redis, nameSpace: 'epharmacy:global-rl:', skipOnError: true } : {}),
      allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
