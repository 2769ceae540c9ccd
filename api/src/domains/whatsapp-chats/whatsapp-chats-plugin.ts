import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WhatsAppChatsService } from './whatsapp-chats-service';

declare module 'fastify' {
  interface FastifyInstance {
    whatsappChats: WhatsAppChatsService;
  }
}

/** The WhatsApp chats' service (inbound messages once, the conversations' state). */
export default fp(
  async function whatsappChats(app: FastifyInstance) {
    app.decorate('whatsappChats', new WhatsAppChatsService(app.db));
  },
  { name: 'whatsapp-chats', dependencies: ['db'] },
);
