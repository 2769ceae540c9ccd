import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PaystackClient, paystackSettings } from './paystack-client';
import { ClerkViewRepository } from './clerk-view-repository';
import { PaymentsRepository } from './payments-repository';
import { PaymentsService } from './payments-service';
import { ProviderThrottle } from './provider-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    paystack: PaystackClient;
    payments: PaymentsService;
  }
}

/** Paystack (or the local sandbox when no PAYSTACK_SECRET_KEY is set) and the payments service. */
export default fp(
  async function paymentsService(app: FastifyInstance) {
    const settings = paystackSettings(app.config);
    const paystack = new PaystackClient(settings, 15_000, app.config.paystack.retry, app.log);
    app.log.info({ paystack: settings.baseUrl, sandbox: settings.sandbox }, 'payment provider');
    app.decorate('paystack', paystack);
    const throttle = new ProviderThrottle(app.rateLimiter);
    app.decorate(
      'payments',
      new PaymentsService(new PaymentsRepository(app.db), new ClerkViewRepository(app.db), paystack, throttle, app.config, app.log),
    );
  },
  { name: 'payments-service', dependencies: ['db', 'rate-limit'] },
);
