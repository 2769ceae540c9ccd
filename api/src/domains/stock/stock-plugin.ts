import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StockRepository } from './stock-repository';
import { DEFAULT_EXPIRY_MARGIN_DAYS, StockService } from './stock-service';

/** STOCK_EXPIRY_MARGIN_DAYS: no batch expiring within this many days is sold (default 90). */
function marginDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.STOCK_EXPIRY_MARGIN_DAYS?.trim();
  if (!raw) return DEFAULT_EXPIRY_MARGIN_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 0 || days > 3650) {
    throw new Error(`STOCK_EXPIRY_MARGIN_DAYS must be a whole number of days from 0 to 3650 (got "${raw}")`);
  }
  return days;
}

declare module 'fastify' {
  interface FastifyInstance {
    stock: StockService;
  }
}

export type StockPluginOptions = {
  /** Called after every stock change, given by the composition root (app.ts: the back-in-stock notices' run); it must not throw. */
  afterChange?: () => void;
};

/**
 * The stock domain service. The catalogue (registered later) is told of each change so its reads
 * show it, then `afterChange` runs.
 */
export default fp(
  async function stockService(app: FastifyInstance, { afterChange }: StockPluginOptions) {
    app.decorate(
      'stock',
      new StockService(
        new StockRepository(app.db),
        app.audit,
        () => {
          if (app.hasDecorator('catalogue')) app.catalogue.stockChanged();
          afterChange?.();
        },
        marginDays(),
      ),
    );
  },
  { name: 'stock-service', dependencies: ['db', 'audit-service'] },
);
