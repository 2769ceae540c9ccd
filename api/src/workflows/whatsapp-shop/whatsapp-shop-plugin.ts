import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PharmacistHandOff } from './pharmacist-hand-off';
import { WhatsAppShop } from './whatsapp-shop';

declare module 'fastify' {
  interface FastifyInstance {
    whatsappShop: WhatsAppShop;
  }
}

/** The shop's conversation on WhatsApp, over the catalogue's search, the cart, the checkout and the orders. */
export default fp(
  async function whatsappShop(app: FastifyInstance) {
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
      ),
    );
  },
  {
    name: 'whatsapp-shop',
    dependencies: ['whatsapp-chats', 'checkout-service', 'pay-on-delivery', 'notifications', 'conversations-service'],
  },
);
