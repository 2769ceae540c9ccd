import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrdersRepository } from './orders-repository';
import { OrdersService } from './orders-service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

/** The orders service; a payment recorded as successful gets its order placed here (once). */
export default fp(
  async function ordersService(app: FastifyInstance) {
    const orders = new OrdersService(new OrdersRepository(app.db), app.payments);
    app.payments.onPaid = (payment) => orders.placeForPayment(payment);
    app.decorate('orders', orders);
  },
  { name: 'orders-service', dependencies: ['db', 'payments-service'] },
);
