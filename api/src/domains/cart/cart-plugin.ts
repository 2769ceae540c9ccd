import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CartRepository } from './cart-repository';
import { CartService } from './cart-service';

declare module 'fastify' {
  interface FastifyInstance {
    carts: CartService;
  }
}

/** The cart domain service, wired to its repository. */
export default fp(
  async function cartService(app: FastifyInstance) {
    app.decorate('carts', new CartService(new CartRepository(app.db)));
  },
  { name: 'cart-service', dependencies: ['db'] },
);
