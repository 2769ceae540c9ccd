import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PhoneVerification } from '../../domains/notifications/phone-verification';
import { PhoneVerificationsRepository } from '../../domains/notifications/phone-verifications-repository';
import { CheckoutDiscounts } from '../checkout/apply-discount';
import { ParcelChoice } from '../fulfilment/parcel-choice';
import { ColdChainDelivery } from '../fulfilment/cold-chain-delivery';
import { DEFAULT_POD_CAP_NAIRA, PayOnDelivery } from './pay-on-delivery';
import { PayOnDeliveryRepository } from '../../domains/fulfilment/pay-on-delivery-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pay on delivery, bounded (workflows/pay-on-delivery/). */
    payOnDelivery: PayOnDelivery;
    /** A shopper's phone proved by an SMS code (notifications/phone-verification.ts). */
    phoneVerification: PhoneVerification;
  }
}

export default fp(
  async function payOnDeliveryWorkflow(app: FastifyInstance) {
    const phones = new PhoneVerification(new PhoneVerificationsRepository(app.db), app.notifications, undefined, {
      limiter: app.rateLimiter,
      // SMS pumping: the first refusal of each cap and window is a spike the admin sees (the audit log, a warning, the metric's alert).
      alarm: (spike) => {
        app.log.warn({ ...spike, phone: `${spike.phone.slice(0, 7)}…` }, 'phone codes: a cap was reached (possible SMS pumping)');
        void app.audit
          .record(
            { id: spike.userId, role: 'user', name: 'phone-code cap' },
            {
              entityType: 'user',
              entityId: spike.userId,
              entityName: 'phone verification',
              action: 'phone-code-cap-reached',
              changes: {
                cap: { from: null, to: `${spike.limit} per ${spike.window}` },
                phone: { from: null, to: `${spike.phone.slice(0, 7)}…` },
              },
            },
            app.db,
          )
          .catch((err) => app.log.error({ err }, 'phone codes: the cap alert could not be recorded'));
      },
    });
    const capKobo = Math.round((app.config.paystack.payOnDeliveryCapNaira ?? DEFAULT_POD_CAP_NAIRA) * 100);
    const workflow = new PayOnDelivery(
      {
        carts: app.carts,
        delivery: app.delivery,
        controlled: app.controlledMedicines,
        discounts: new CheckoutDiscounts(app.promotions, app.payments),
        payments: app.payments,
        orders: app.orders,
        stock: app.stock,
        placement: app.orderPlacement,
        notifier: app.orderNotifier,
        phones,
        notifications: app.notifications,
        parcels: new ParcelChoice(app.stock),
        coldChain: new ColdChainDelivery(app.stock),
        safety: app.safetyGate,
      },
      new PayOnDeliveryRepository(app.db),
      capKobo,
    );
    app.decorate('phoneVerification', phones);
    app.decorate('payOnDelivery', workflow);
  },
  { name: 'pay-on-delivery', dependencies: ['checkout-service', 'notifications', 'medication-safety-check'] },
);
