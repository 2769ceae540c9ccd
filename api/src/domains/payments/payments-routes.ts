import type { FastifyInstance } from 'fastify';
import * as s from './payments-schemas';
import { REFUND_WORKING_DAYS, refundTimelineText } from './refund-timeline';
import { typed } from '../../platform/http/schemas';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

/**
 * The payments domain's own routes: the refund promise and the provider's status. Verifying,
 * refunds, reconciling and the webhook are the checkout's (workflows/checkout/payment-routes.ts),
 * the admin's transactions and totals the payments clerk's (workflows/payments-clerk/).
 */
export default async function paymentsRoutes(app: FastifyInstance) {
  refundTimeline(app);
  providerStatus(app);
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

/** Whether the provider accepts our key (admin). */
function providerStatus(app: FastifyInstance) {
  const route = typed(app);
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
