import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminHomeFigures } from './admin-home-figures';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin home's figures: sales, what waits, low stock, open refunds (workflows/admin-home/). */
    adminHome: AdminHomeFigures;
  }
}

export default fp(
  async function adminHome(app: FastifyInstance) {
    app.decorate('adminHome', new AdminHomeFigures(app.db));
  },
  { name: 'admin-home', dependencies: ['db'] },
);
