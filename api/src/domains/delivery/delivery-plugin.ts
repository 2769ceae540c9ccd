import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DeliveryRepository } from './delivery-repository';
import { DeliveryService } from './delivery-service';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: DeliveryService;
  }
}

/** The delivery domain service (zones, threshold, saved addresses), wired to its repository. */
export default fp(
  async function deliveryService(app: FastifyInstance) {
    app.decorate('delivery', new DeliveryService(new DeliveryRepository(app.db)));
  },
  { name: 'delivery-service', dependencies: ['db'] },
);
