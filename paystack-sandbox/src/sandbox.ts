// The sandbox as a Fastify app, put together from its parts: the transaction and refund API
// (transaction-routes.ts, refund-routes.ts, with the JSON of shapes.ts), the hosted checkout page
// (checkout-routes.ts, checkout-page.ts), money moving (ledger.ts), signed webhooks (webhooks.ts)
// and the background work they wait on (background.ts).
import querystring from 'node:querystring';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { Background } from './background';
import { chargeAuthorizationRoutes } from './charge-authorization-routes';
import { checkoutRoutes } from './checkout-routes';
import { chargedAmount, paystackFee } from './fees';
import { Ledger } from './ledger';
import { refundRoutes } from './refund-routes';
import { transactionRoutes } from './transaction-routes';
import { SANDBOX_SECRET_KEY, type SandboxOptions, type SandboxState } from './types';
import { Webhooks } from './webhooks';

export { chargedAmount, paystackFee };
export { refundData, refundEventData, transactionData } from './shapes';
export * from './types';
export { PAYSTACK_RETRY_SCHEDULE_MS, sign } from './webhooks';

/**
 * A local stand-in for Paystack that behaves as its documentation says: initialize, verify, refund
 * (asynchronous, with `refund.*` events) and fetch refund, with its JSON shapes and Bearer secret;
 * a hosted checkout page for card, bank transfer and USSD; signed webhooks retried on Paystack's
 * schedule (optionally compressed, optionally repeated late). State lives in memory: it stands in
 * for a third party, and it answers what was actually paid.
 */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  // Paystack reads a body sent without a Content-Type (or with another one) as JSON, else as a form.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, querystring.parse(text));
    }
  });

  const sandboxOptions = { ...options, secretKey: options.secretKey ?? SANDBOX_SECRET_KEY };
  const background = new Background(sandboxOptions, app.log);
  const state: SandboxState = {
    options: sandboxOptions,
    transactions: new Map(),
    byAccessCode: new Map(),
    refunds: new Map(),
    authorizations: new Map(),
    authorizationOutcomes: new Map(),
    webhooks: [],
    settled: () => background.settled(),
    releaseRefunds: () => ledger.releaseRefunds(),
    releaseTransfers: () => ledger.releaseTransfers(),
  };
  app.decorate('sandbox', state);
  const ledger = new Ledger(state, background, new Webhooks(state, background, app.log));

  transactionRoutes(app, ledger);
  chargeAuthorizationRoutes(app, ledger);
  refundRoutes(app, ledger);
  checkoutRoutes(app, ledger);
  for (const path of ['/health', '/healthz']) app.get(path, async () => ({ status: 'ok' }));

  app.addHook('onClose', () => background.close());
  return app;
}
