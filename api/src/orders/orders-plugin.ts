import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrdersRepository } from './orders-repository';
import { OrdersService } from './orders-service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

/** The orders domain service, wired to its repository. Placing an order for a payment is the checkout's job. */
export default fp(
  async function ordersService(app: FastifyInstance) {
    app.decorate('orders', new OrdersService(new OrdersRepository(app.db), app.audit));
  },
  { name: 'orders-service', dependencies: ['db', 'audit-service'] },
);
