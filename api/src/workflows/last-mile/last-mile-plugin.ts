import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HandoverPhotos } from '../../domains/last-mile/handover-photos';
import { DeliveryCodes, Riders } from '../../domains/last-mile/last-mile';
import { LastMileRepository } from '../../domains/last-mile/last-mile-repository';
import { locationScope } from '../../domains/orders/pharmacy-staff';
import { CheckoutDiscounts } from '../checkout/apply-discount';
import { LastMile } from './last-mile';

declare module 'fastify' {
  interface FastifyInstance {
    /** Riders' deliveries with proof of delivery, failed tries and returns (workflows/last-mile/). */
    lastMile: LastMile;
    /** A pharmacy's riders (domains/last-mile/). */
    riders: Riders;
    /** The rider's optional photo of each handover (domains/last-mile/). */
    handoverPhotos: HandoverPhotos;
  }
}

export default fp(
  async function lastMileWorkflow(app: FastifyInstance) {
    const scopeOf = (caller: Parameters<typeof locationScope>[1], refusal: string) => locationScope(app.db, caller, refusal);
    const riders = new Riders(new LastMileRepository(app.db), scopeOf);
    const lastMile = new LastMile(
      {
        orders: app.orders,
        parcels: app.orderParcels,
        riders,
        payments: app.payments,
        stock: app.stock,
        notifier: app.orderNotifier,
        notifications: app.notifications,
        discounts: new CheckoutDiscounts(app.promotions, app.payments),
        scopeOf,
      },
      app.db,
      new DeliveryCodes(app.config.jwtSecret),
      app.config.deliveryMaxTries,
      app.config.publicUrl,
    );
    app.decorate('riders', riders);
    app.decorate('handoverPhotos', new HandoverPhotos(app.db, riders, app.privateFiles, app.audit, scopeOf));
    app.decorate('lastMile', lastMile);
  },
  { name: 'last-mile', dependencies: ['orders-service', 'stock-service', 'payments-service', 'notifications', 'images', 'audit-service'] },
);
