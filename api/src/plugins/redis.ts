import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate limits, ended sessions); null otherwise. */
    redis: Redis | null;
  }
}

/** One Redis connection for the process, closed with the app. */
export default fp(
  async function redisClient(app: FastifyInstance) {
    const { redisUrl } = app.config;
    const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false }) : null;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
