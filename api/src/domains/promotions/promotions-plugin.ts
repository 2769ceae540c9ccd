import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PromotionsService } from './promotions-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Discount codes: admins' list, the checkout's pricing and uses (src/domains/promotions). */
    promotions: PromotionsService;
  }
}

export default fp(
  async function promotionsService(app: FastifyInstance) {
    app.decorate('promotions', new PromotionsService(app.db, app.audit));
  },
  { name: 'promotions-service', dependencies: ['db', 'audit-service'] },
);
