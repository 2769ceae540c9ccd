import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConsentsRepository } from './consents-repository';
import { ConsentsService } from './consents-service';
import { NotificationService } from './notification-service';
import { PhoneVerificationsRepository } from './phone-verifications-repository';
import { TermiiSms, WhatsAppCloud } from './providers';
import { backgroundJob } from '../../platform/jobs/background-job';

declare module 'fastify' {
  interface FastifyInstance {
    consents: ConsentsService;
    notifications: NotificationService;
  }
}

/** Consents, and the one notification service (e-mail, SMS, WhatsApp), retrying failed messages every minute outside tests. */
export default fp(
  async function notifications(app: FastifyInstance) {
    const consents = new ConsentsService(new ConsentsRepository(app.db), new PhoneVerificationsRepository(app.db));
    const { sms, whatsapp } = app.config.messaging;
    const service = new NotificationService(
      app.db,
      consents,
      app.mailer,
      sms ? new TermiiSms(sms) : null,
      whatsapp ? new WhatsAppCloud(whatsapp) : null,
      app.log,
      app.whatsappChats,
    );
    app.decorate('consents', consents);
    app.decorate('notifications', service);
    backgroundJob(app, { name: 'notification-retry', everySeconds: app.config.env === 'test' ? 0 : 60 }, (now) => service.retryFailed(now));
  },
  { name: 'notifications', dependencies: ['db', 'mailer', 'whatsapp-chats'] },
);
