import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, withLegalFooter } from '../mail/mailer';

/** `app.mailer.send({ to, subject, text, html, link? })`: SMTP, or the outbox folder offline; every mail ends with the pharmacy's legal identity. */
export default fp(
  async function mailer(app: FastifyInstance) {
    const mailer = withLegalFooter(
      createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, dataDir: app.config.dataDir, log: app.log }),
      app.config.pharmacy,
    );
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
