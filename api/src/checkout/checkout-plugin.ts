import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CheckoutService, DEFAULT_RECONCILE, type ReconcileReport } from './checkout-service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
    /** One reconciliation run now (the admin button); a run already under way is joined, not doubled. */
    reconcilePayments: () => Promise<ReconcileReport>;
  }
}

/** The checkout: payments, orders and the cart, called in turn (see checkout-service.ts), and the reconciliation job. */
export default fp(
  async function checkoutService(app: FastifyInstance) {
    const notifier = app.orderNotifier;
    app.payments.onRefundMoved = (refund) => notifier.refundMoved(refund);
    const checkout = new CheckoutService(
      app.db,
      app.payments,
      app.orders,
      app.carts,
      app.log,
      app.stock,
      app.delivery,
      notifier,
      app.prescriptions,
    );
    app.decorate('checkout', checkout);

    let running: Promise<ReconcileReport> | null = null;
    const reconcile = () => {
      running ??= checkout.reconcile(DEFAULT_RECONCILE).finally(() => {
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
