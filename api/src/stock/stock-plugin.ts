import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StockRepository } from './stock-repository';
import { StockService } from './stock-service';

declare module 'fastify' {
  interface FastifyInstance {
    stock: StockService;
  }
}

/** The stock domain service. The catalogue (registered later) is told of each change so its reads show it. */
export default fp(
  async function stockService(app: FastifyInstance) {
    app.decorate(
      'stock',
      new StockService(new StockRepository(app.db), app.audit, () => {
        if (app.hasDecorator('catalogue')) app.catalogue.stockChanged();
      }),
    );
  },
  { name: 'stock-service', dependencies: ['db', 'audit-service'] },
);
