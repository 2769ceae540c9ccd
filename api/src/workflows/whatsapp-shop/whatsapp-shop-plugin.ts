import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PharmacistHandOff } from './pharmacist-hand-off';
import { PrescriptionByPhoto } from './prescription-by-photo';
import { WhatsAppShop } from './whatsapp-shop';

declare module 'fastify' {
  interface FastifyInstance {
    whatsappShop: WhatsAppShop;
  }
}

/** The shop's conversation on WhatsApp, over the catalogue's search, the cart, the checkout and the orders, and prescriptions sent as photos. */
export default fp(
  async function whatsappShop(app: FastifyInstance) {
    const photo = new PrescriptionByPhoto(
      app.whatsappChats,
      app.consents,
      app.notifications,
      app.prescriptions,
      app.approvalBeforePayment,
      app.identity,
      app.config.publicUrl,
      app.log,
      app.rateLimiter,
    );
    app.decorate(
      'whatsappShop',
      new WhatsAppShop(
        app.whatsappChats,
        app.notifications,
        app.consents,
        app.phoneVerification,
        app.identity,
        app.catalogueSearch,
        app.catalogue,
        app.carts,
        app.delivery,
        app.clickAndCollect,
        app.checkoutWorkflow,
        app.orders,
        app.config.publicUrl,
        app.log,
        new PharmacistHandOff(app.whatsappChats, app.conversations, app.consents, app.identity, app.config.publicUrl),
        photo,
      ),
    );
  },
  {
    name: 'whatsapp-shop',
    dependencies: [
      'whatsapp-chats',
      'checkout-service',
      'pay-on-delivery',
      'notifications',
      'conversations-service',
      'prescriptions-service',
      'approval-before-payment-workflow',
      'rate-limit',
    ],
  },
);
