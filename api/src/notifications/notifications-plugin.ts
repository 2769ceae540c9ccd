import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConsentsService } from './consents-service';
import { NotificationService } from './notification-service';
import { TermiiSms, WhatsAppCloud } from './providers';

declare module 'fastify' {
  interface FastifyInstance {
    consents: ConsentsService;
    notifications: NotificationService;
  }
}

/** Consents, and the one notification service (e-mail, SMS, WhatsApp), retrying failed messages every minute outside tests. */
export default fp(
  async function notifications(app: FastifyInstance) {
    const consents = new ConsentsService(app.db);
    const { sms, whatsapp } = app.config.messaging;
    const service = new NotificationService(
      app.db,
      consents,
      app.mailer,
      sms ? new TermiiSms(sms) : null,
      whatsapp ? new WhatsAppCloud(whatsapp) : null,
      app.log,
    );
    app.decorate('consents', consents);
    app.decorate('notifications', service);
    if (app.config.env !== 'test') {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        service
          .retryFailed()
          .catch((err) => app.log.error({ err }, 'notification retry failed'))
          .finally(() => (running = false));
      }, 60_000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'notifications', dependencies: ['db', 'mailer'] },
);
