import type { FastifyInstance } from 'fastify';
import { badRequest, unauthorized } from '../lib/http-errors';
import * as s from './payments-schemas';
import { REFUND_WORKING_DAYS, refundTimelineText } from './refund-timeline';
import { pageWindow, setPagingHeaders } from '../lib/paging';
import { lagosDays } from './lagos-days';
import { errors, typed } from '../http/schemas';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

export const TRANSACTION_SORTS = ['createdAt', '-createdAt', 'amount', '-amount'] as const;

/**
 * Payments with Paystack (or the local sandbox): verify, the admin list, refunds, reconciliation,
 * the provider's status, and the webhook. Initiating is the checkout's (workflows/checkout/checkout-routes.ts).
 */
export default async function paymentsRoutes(app: FastifyInstance) {
  refundTimeline(app);
  paymentReads(app);
  providerAdmin(app);
  await app.register(webhook);
}

/** The one refund promise the shop makes (refund-timeline.ts), for pages that state it without an order. */
function refundTimeline(app: FastifyInstance) {
  typed(app).get(
    '/api/payment/refund-timeline',
    {
      schema: {
        tags,
        summary: 'How long a refund takes to reach the card or account paid with, in working days.',
        response: {
          200: {
            type: 'object',
            required: ['minDays', 'maxDays', 'text'],
            properties: {
              minDays: { type: 'integer' },
              maxDays: { type: 'integer' },
              text: { type: 'string', description: 'e.g. "3 to 10 working days".' },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { minDays: REFUND_WORKING_DAYS.min, maxDays: REFUND_WORKING_DAYS.max, text: refundTimelineText() };
    },
  );
}

/** A payment's verification, the admin's list of transactions, a payment's refunds. */
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
    '/api/payment/transactions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Payment transactions (admin), each with its order number, the payer's name and its status in a clerk's words. All by default, or those created from `from` to `to` (Lagos days); page/pageSize to page it; X-Total-Count has the total.",
        querystring: s.transactionsQuery(TRANSACTION_SORTS),
        response: { 200: { type: 'array', items: s.transaction }, ...s.errors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await app.paymentsClerk.transactions(request.query.sort, window, lagosDays(request.query));
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.get(
    '/api/payment/totals',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Totals of the payments created from `from` to `to` (Lagos days; `to` defaults to `from`; all time without them): how many, how many paid and for how much, what of that was refunded (processed refunds), and the net (admin).',
        querystring: { type: 'object', properties: s.spanQueryProperties },
        response: { 200: s.spanTotals, ...s.errors },
      },
    },
    async (request) => {
      const span = lagosDays(request.query);
      return {
        from: request.query.from ?? null,
        to: request.query.to ?? request.query.from ?? null,
        ...(await app.paymentsClerk.totals(span)),
      };
    },
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

/** The admin's calls about the provider: reconcile now, and whether it accepts our key. */
function providerAdmin(app: FastifyInstance) {
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

  route.get(
    '/api/payment/provider-status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Whether the payment provider accepts our key (admin): an alert after a 401, cleared by the next accepted call.',
        response: { 200: s.providerStatus, ...s.errors },
      },
    },
    async () => ({ sandbox: app.paystack.isSandbox, alert: app.payments.listing.providerAlert }),
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
