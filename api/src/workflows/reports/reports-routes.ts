import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../../http/schemas';
import { lagosDays } from '../../payments/lagos-days';
import { ordersCsv } from './orders-csv';

/** Reports for admins, exported as CSV and streamed. */
export default async function reportsRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/admin/reports/orders.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary:
          'The orders placed from `from` to `to` (Lagos days, yyyy-MM-dd, at most 366; none: every order) as CSV, oldest first, streamed: items, discount, delivery fee and total in naira, as the orders list shows them (admin).',
        querystring: {
          type: 'object',
          properties: {
            from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            to: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
          },
        },
        response: { 200: { type: 'string', description: 'text/csv' }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const span = lagosDays(request.query);
      const name = span ? `orders-${request.query.from}-to-${request.query.to ?? request.query.from}.csv` : 'orders.csv';
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
      // A stream: the typed reply names the documented body (a string of CSV).
      return reply.send(ordersCsv(app.db, span) as unknown as string);
    },
  );
}
