import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CheckoutService } from './checkout-service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
  }
}

/** The checkout: payments, orders and the cart, called in turn (see checkout-service.ts). */
export default fp(
  async function checkoutService(app: FastifyInstance) {
    app.decorate('checkout', new CheckoutService(app.db, app.payments, app.orders, app.carts, app.log, app.stock));
  },
  { name: 'checkout-service', dependencies: ['db', 'payments-service', 'orders-service', 'cart-service', 'stock-service'] },
);
