import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConversationsRepository } from './conversations-repository';
import { ConversationsService } from './conversations-service';

declare module 'fastify' {
  interface FastifyInstance {
    conversations: ConversationsService;
  }
}

/** "Ask a pharmacist", on the database's pharmacist flag, the configured pharmacist hours and the shopper's consent. */
export default fp(
  async function conversationsService(app: FastifyInstance) {
    app.decorate(
      'conversations',
      new ConversationsService(
        new ConversationsRepository(app.db),
        app.config.pharmacistHours,
        app.isPharmacist,
        app.log,
        undefined,
        app.privateFiles,
        (userId) => app.consents.requireHealthData(userId, 'conversations'),
      ),
    );
  },
  { name: 'conversations-service', dependencies: ['db', 'auth', 'images', 'notifications'] },
);
