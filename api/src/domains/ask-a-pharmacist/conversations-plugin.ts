import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerNotices } from './answer-notices';
import { ConversationsRepository } from './conversations-repository';
import { ConversationsService } from './conversations-service';

declare module 'fastify' {
  interface FastifyInstance {
    conversations: ConversationsService;
  }
}

/** "Ask a pharmacist", on the database's pharmacist flag, the configured pharmacist hours and the shopper's consent; answers announced through the notifications. */
export default fp(
  async function conversationsService(app: FastifyInstance) {
    const repository = new ConversationsRepository(app.db);
    app.decorate(
      'conversations',
      new ConversationsService(
        repository,
        app.config.pharmacistHours,
        app.isPharmacist,
        app.log,
        undefined,
        app.privateFiles,
        (userId) => app.consents.requireHealthData(userId, 'conversations'),
        new AnswerNotices(repository, app.notifications, app.config.publicUrl),
      ),
    );
  },
  { name: 'conversations-service', dependencies: ['db', 'auth', 'images', 'notifications'] },
);
