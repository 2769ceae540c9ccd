import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CheckoutWorkflow } from '../workflows/checkout/checkout-workflow';
import { OrderPlacement } from '../workflows/checkout/place-order';
import { DEFAULT_RECONCILE, PaymentReconciler, type ReconcileReport } from '../workflows/checkout/reconcile-payments';
import { CheckoutService } from './checkout-service';
import { OrderNotifier } from './order-notifier';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
    /** From the cart to an order: quote, initiate, verify, place, provider events (workflows/checkout/). */
    checkoutWorkflow: CheckoutWorkflow;
    /** The order emails (receipt, status, refund, the pharmacist's decision). */
    orderNotifier: OrderNotifier;
    /** One reconciliation run now (the admin button); a run already under way is joined, not doubled. */
    reconcilePayments: () => Promise<ReconcileReport>;
  }
}

/** The checkout workflow (cart to order), cancelling and reordering (checkout-service.ts), and the reconciliation job. */
export default fp(
  async function checkoutService(app: FastifyInstance) {
    const notifier = new OrderNotifier(app.orders, app.mailer, app.config.publicUrl, app.log);
    const checkout = new CheckoutService(app.payments, app.orders, app.carts, app.stock, notifier);
    const placement = new OrderPlacement(app.db, app.payments, app.orders, app.carts, app.stock, notifier, app.log);
    const workflow = new CheckoutWorkflow(
      app.carts,
      app.delivery,
      app.prescriptions,
      app.payments,
      app.orders,
      placement,
      notifier,
      app.log,
    );
    const reconciler = new PaymentReconciler(app.payments, placement, notifier, app.log);
    app.decorate('checkout', checkout);
    app.decorate('checkoutWorkflow', workflow);
    app.decorate('orderNotifier', notifier);

    let running: Promise<ReconcileReport> | null = null;
    const reconcile = () => {
      running ??= reconciler.run(DEFAULT_RECONCILE).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('reconcilePayments', reconcile);

    const seconds = app.config.paystack.reconcileIntervalSeconds ?? 0;
    if (seconds > 0) {
      const timer = setInterval(() => {
        reconcile().catch((err) => app.log.error({ err }, 'payment reconciliation failed'));
      }, seconds * 1000);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running?.catch(() => undefined);
      });
    }
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
    ],
  },
);
