import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MessagesRepository } from './messages-repository';
import { MessagesService } from './messages-service';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesService;
  }
}

/** The messages service (contact form, newsletter), wired to its repository, the mailer and the limiter. */
export default fp(
  async function messages(app: FastifyInstance) {
    app.decorate('messages', new MessagesService(new MessagesRepository(app.db), app.mailer, app.rateLimiter, app.config, app.log));
  },
  { name: 'messages-service', dependencies: ['db', 'mailer', 'rate-limit'] },
);
