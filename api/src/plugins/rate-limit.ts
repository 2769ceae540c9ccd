import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from '../lib/rate-limiter';

/**
 * A global per-IP limit on every call, and `app.rateLimiter` for finer limits (login, reset mail)
 * per account and per IP. Both use Redis when REDIS_URL is set, so API replicas share counts.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { rateLimits: rules } = app.config;
    const redis = app.redis;
    const limiter: RateLimiter = redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter();
    app.decorate('rateLimiter', limiter);
    await app.register(rateLimit, {
      global: true,
      max: rules.global.max,
      timeWindow: rules.global.windowMs,
      ...(redis ? { redis, nameSpace: 'epharmacy:global-rl:' } : {}),
      allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
