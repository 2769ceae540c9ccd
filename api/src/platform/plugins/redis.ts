import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate limits, ended sessions); null otherwise. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection for the process, closed with the app. Every use of it has a way on without
 * Redis (limits counted in this process, sessions ended here remembered here, caches expiring on
 * their own), so while Redis does not answer a command fails at once (no offline queue) or within
 * a second (a connection that hangs), rather than holding shoppers' requests while it reconnects.
 */
export default fp(
  async function redisClient(app: FastifyInstance) {
    const { redisUrl } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1000, lazyConnect: false })
      : null;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
      // Start connected when Redis is there (a few seconds at most; without it the app starts anyway).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      app.addHook('onClose', async () => {
        if (redis.status !== 'ready') redis.disconnect();
        else await redis.quit().catch(() => redis.disconnect());
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
