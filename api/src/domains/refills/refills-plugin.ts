import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RefillsRepository } from './refills-repository';
import { RefillsService } from './refills-service';

declare module 'fastify' {
  interface FastifyInstance {
    refills: RefillsService;
  }
}

/**
 * The refills domain service (plans, cycles, pay links), built with the other domains: the checkout's
 * placement settles a refill's pay-link payment through it, the refill run (workflows/refill-run) drives it.
 */
export default fp(
  async function refillsService(app: FastifyInstance) {
    app.decorate('refills', new RefillsService(new RefillsRepository(app.db), app.config.jwtSecret));
  },
  { name: 'refills-service', dependencies: ['db'] },
);
