import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UssdMenu } from './ussd-menu';

declare module 'fastify' {
  interface FastifyInstance {
    ussdMenu: UssdMenu | null;
  }
}

/** Track and repeat by USSD (null when the USSD gateway is not configured). */
export default fp(
  async function ussd(app: FastifyInstance) {
    const config = app.config.messaging.ussd;
    app.decorate(
      'ussdMenu',
      config
        ? new UssdMenu(
            app.phoneVerification,
            app.identity,
            app.orders,
            app.checkout,
            app.delivery,
            app.checkoutWorkflow,
            app.payOnDelivery,
            app.notifications,
            app.rateLimiter,
            config.pharmacistPhone,
            app.log,
          )
        : null,
    );
  },
  { name: 'ussd', dependencies: ['checkout-service', 'pay-on-delivery', 'notifications'] },
);
