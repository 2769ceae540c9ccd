import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrderNotifier } from './order-notifier';
import { OrdersRepository } from './orders-repository';
import { OrdersService } from './orders-service';
import { OrderParcels } from './order-parcels';
import { ParcelsRepository } from './parcels-repository';
import { PickupOrders } from './pickup';
import { locationScope } from './pharmacy-staff';
import { ColdChainPacking } from './cold-chain-packing';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
    /** Click-and-collect: the pickup PIN, ready for pickup, hand-over. */
    pickups: PickupOrders;
    /** Cold chain: the tick that a fridge medicine was packed last in a cold box, and when it left the fridge. */
    coldChainPacking: ColdChainPacking;
    /** An order's parcels (one per location packing part of it). */
    orderParcels: OrderParcels;
    /** The order emails (receipt, status, refund, the pharmacist's decision). */
    orderNotifier: OrderNotifier;
  }
}

/** The orders domain service, wired to its repository, and the order emails. Placing an order for a payment is the checkout's job. */
export default fp(
  async function ordersService(app: FastifyInstance) {
    const orders = new OrdersService(new OrdersRepository(app.db), app.audit, app.payments);
    app.decorate('orders', orders);
    const pickups = new PickupOrders(new OrdersRepository(app.db), app.config.jwtSecret, app.audit, (caller, refusal) =>
      locationScope(app.db, caller, refusal),
    );
    app.decorate('pickups', pickups);
    app.decorate(
      'coldChainPacking',
      new ColdChainPacking(new OrdersRepository(app.db), app.audit, (caller, refusal) => locationScope(app.db, caller, refusal)),
    );
    app.decorate('orderParcels', new OrderParcels(new ParcelsRepository(app.db)));
    app.decorate(
      'orderNotifier',
      new OrderNotifier(orders, app.notifications, app.config.publicUrl, app.log, (orderId) => pickups.pinFor(orderId)),
    );
  },
  { name: 'orders-service', dependencies: ['db', 'notifications', 'audit-service', 'payments-service', 'identity-service'] },
);
