import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../mail/mailer';

/** `app.mailer.send({ to, subject, text, html, link? })`: SMTP, or the outbox folder offline. */
export default fp(
  async function mailer(app: FastifyInstance) {
    const mailer = createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, dataDir: app.config.dataDir, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
