import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CheckoutWorkflow } from './checkout-workflow';
import { CheckoutDiscounts } from './apply-discount';
import { OrderPlacement } from './place-order';
import { ClickAndCollect } from '../fulfilment/click-and-collect';
import { ParcelChoice } from '../fulfilment/parcel-choice';
import { ColdChainDelivery } from '../fulfilment/cold-chain-delivery';
import { DEFAULT_RECONCILE, PaymentReconciler, type ReconcileReport } from './reconcile-payments';
import { OrderChanges } from './cancel-and-reorder';
import { UncollectedPickups } from '../fulfilment/uncollected-pickups';
import { backgroundJob } from '../../platform/jobs/background-job';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: OrderChanges;
    /** From the cart to an order: quote, initiate, verify, place, provider events (workflows/checkout/). */
    checkoutWorkflow: CheckoutWorkflow;
    /** A paid payment becomes its order, once (workflows/checkout/place-order.ts); the refill run places through it too. */
    orderPlacement: OrderPlacement;
    /** Pickup points at checkout and the charge of a pickup (click-and-collect.ts). */
    clickAndCollect: ClickAndCollect;
    /** Cancels, refunds and restocks pickup orders uncollected after 5 days (uncollected-pickups.ts); `now` for tests. */
    expireUncollectedPickups: (now?: Date) => Promise<{ cancelled: number }>;
    /** One reconciliation run now (the admin button); a run already under way is joined, not doubled. */
    reconcilePayments: () => Promise<ReconcileReport>;
  }
}

/** The checkout workflow (cart to order), cancelling and reordering (checkout-service.ts), and the reconciliation job. */
export default fp(
  async function checkoutService(app: FastifyInstance) {
    const notifier = app.orderNotifier;
    const discounts = new CheckoutDiscounts(app.promotions, app.payments);
    const checkout = new OrderChanges(app.payments, app.orders, app.carts, app.stock, notifier, discounts);
    const placement = new OrderPlacement(
      app.db,
      app.payments,
      app.orders,
      app.carts,
      app.stock,
      app.cartApprovals,
      notifier,
      app.labPayments,
      app.log,
      app.pickups,
      app.orderParcels,
      // A pay-link payment, verified wherever (verify, webhook, reconciliation), records its cycle paid as its order is placed.
      async (paid, transaction) => {
        await app.refills.settlePayLinkIn(transaction, paid);
      },
      app.safetyHolds,
    );
    const clickAndCollect = new ClickAndCollect(app.stock, app.delivery, app.carts);
    app.decorate('clickAndCollect', clickAndCollect);
    app.decorate('orderPlacement', placement);
    const workflow = new CheckoutWorkflow(
      app.carts,
      app.delivery,
      app.prescriptions,
      app.cartApprovals,
      app.payments,
      app.orders,
      placement,
      notifier,
      app.log,
      discounts,
      app.controlledMedicines,
      clickAndCollect,
      new ParcelChoice(app.stock),
      app.safetyGate,
      new ColdChainDelivery(app.stock),
    );
    const reconciler = new PaymentReconciler(app.payments, placement, notifier, app.log);
    app.decorate('checkout', checkout);
    app.decorate('checkoutWorkflow', workflow);

    const reconcile = backgroundJob(
      app,
      { name: 'reconcile-payments', everySeconds: app.config.paystack.reconcileIntervalSeconds ?? 0 },
      () => reconciler.run(DEFAULT_RECONCILE),
    );
    app.decorate('reconcilePayments', () => reconcile());
    const uncollected = new UncollectedPickups(app.db, { payments: app.payments, stock: app.stock, orders: app.orders, notifier }, app.log);
    const expire = backgroundJob(app, { name: 'uncollected-pickups', everySeconds: app.config.env === 'test' ? 0 : 3600 }, (now) =>
      uncollected.run(now),
    );
    app.decorate('expireUncollectedPickups', (now?: Date) => expire(now));
  },
  {
    name: 'checkout-service',
    dependencies: [
      'db',
      'mailer',
      'payments-service',
      'orders-service',
      'cart-service',
      'stock-service',
      'delivery-service',
      'prescriptions-service',
      'promotions-service',
      'controlled-medicines',
      'lab-booking',
      'refills-service',
      'medication-safety-check',
    ],
  },
);
