import type { FastifyInstance } from 'fastify';
import * as s from '../../domains/payments/payments-schemas';
import { lagosDays } from '../../domains/payments/lagos-days';
import { pageWindow, setPagingHeaders } from '../../platform/lib/paging';
import { typed } from '../../platform/http/schemas';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

export const TRANSACTION_SORTS = ['createdAt', '-createdAt', 'amount', '-amount'] as const;

/** The payments clerk's reads (admin): the transactions, with their orders and payers, and the totals of a span. */
export default async function paymentsClerkRoutes(app: FastifyInstance) {
  const route = typed(app);
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
}
