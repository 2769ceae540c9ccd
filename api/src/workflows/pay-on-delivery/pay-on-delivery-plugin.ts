import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PhoneVerification } from '../../notifications/phone-verification';
import { CheckoutDiscounts } from '../checkout/apply-discount';
import { DEFAULT_POD_CAP_NAIRA, PayOnDelivery } from './pay-on-delivery';
import { PayOnDeliveryRepository } from '../../pay-on-delivery/pay-on-delivery-repository';

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
    const phones = new PhoneVerification(app.db, app.notifications);
    const capKobo = Math.round((app.config.paystack.payOnDeliveryCapNaira ?? DEFAULT_POD_CAP_NAIRA) * 100);
    const workflow = new PayOnDelivery(
      {
        carts: app.carts,
        delivery: app.delivery,
        controlled: app.controlledMedicines,
        discounts: new CheckoutDiscounts(app.promotions),
        payments: app.payments,
        orders: app.orders,
        stock: app.stock,
        placement: app.orderPlacement,
        notifier: app.orderNotifier,
        phones,
      },
      new PayOnDeliveryRepository(app.db),
      capKobo,
    );
    app.decorate('phoneVerification', phones);
    app.decorate('payOnDelivery', workflow);
  },
  { name: 'pay-on-delivery', dependencies: ['checkout-service', 'notifications'] },
);
