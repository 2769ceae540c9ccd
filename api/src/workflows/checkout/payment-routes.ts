import type { FastifyInstance } from 'fastify';
import { badRequest, unauthorized } from '../../platform/lib/http-errors';
import * as s from '../../domains/payments/payments-schemas';
import { errors, typed } from '../../platform/http/schemas';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

/**
 * The checkout's payment calls: verify (placing the order), a payment's refunds, reconciling now,
 * and Paystack's webhook. Initiating is in checkout-routes.ts.
 */
export default async function checkoutPaymentRoutes(app: FastifyInstance) {
  paymentReads(app);
  reconcile(app);
  await app.register(webhook);
}

/** A payment's verification and its refunds. */
function paymentReads(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/payment/verify/:ref',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Ask the provider whether this payment succeeded and record it; a successful cart payment gets its order placed (once).',
        params: s.referenceParams,
        response: { 200: s.verifyResponse, ...s.errors },
      },
    },
    async (request) => app.checkoutWorkflow.verifyPayment(request.user!, request.params.ref),
  );

  route.get(
    '/api/payment/:ref/refunds',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The refunds of a payment (its owner or an admin), newest first, each with the provider's status: pending, processing, processed, failed or needs-attention. Refunds still on their way are asked of the provider first.",
        params: s.referenceParams,
        response: { 200: { type: 'array', items: s.refund }, ...s.errors },
      },
    },
    async (request) => app.checkoutWorkflow.refunds(request.user!, request.params.ref),
  );
}

/** The admin's reconciliation now. */
function reconcile(app: FastifyInstance) {
  const route = typed(app);

  route.post(
    '/api/payment/reconcile',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Reconcile with the provider now (admin; the API also does it on an interval): re-verify payments stuck pending (placing their orders when paid), notice paid payments later reversed, follow refunds on their way.',
        response: { 200: s.reconcileReport, ...s.errors },
      },
    },
    async () => app.reconcilePayments(),
  );
}

// The webhook needs the exact bytes Paystack signed: a JSON parser that keeps the raw buffer, for this route only.
async function webhook(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  typed(app).post(
    '/api/payment/webhook',
    {
      // Paystack sends from a few addresses; a modest limit of its own keeps a flood off the verify path.
      config: { rateLimit: { max: 300, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Paystack events, signed with x-paystack-signature (HMAC-SHA512 of the raw body). An event only makes the API verify the payment itself; 200 once it is processed, an error otherwise (Paystack then retries).',
        hide: false,
        response: {
          200: { type: 'object', properties: { received: { type: 'boolean' } } },
          ...errors(400, 401, 413, 415, 429, 500, 502),
        },
      },
    },
    async (request, reply) => {
      const raw = request.body as Buffer | undefined;
      const signature = request.headers['x-paystack-signature'];
      if (!Buffer.isBuffer(raw) || !app.paystack.isValidSignature(raw, typeof signature === 'string' ? signature : undefined)) {
        throw unauthorized('Invalid signature.');
      }
      let event: { event?: string; data?: never };
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest('The request body is not valid JSON.');
      }
      // Processed before the answer: if it can't be (provider or database down), the error answer
      // makes Paystack retry the event later instead of it being lost.
      await app.checkoutWorkflow.handleProviderEvent(event);
      return reply.status(200).send({ received: true });
    },
  );
}
