import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client';
import { errors, typed } from '../../platform/http/schemas';
import { lagosDays, type Span } from '../../domains/payments/lagos-days';
import { ordersCsv } from './orders-csv';
import { auditCsv, paymentsCsv, refundsCsv, salesByCategoryCsv, salesByMedicineCsv, stockMovementsCsv } from './report-csvs';

/** Each report: its file name and what it holds. */
const REPORTS: { name: string; summary: string; csv: (db: Database, span: Span) => Readable }[] = [
  {
    name: 'orders',
    summary: 'The orders placed, oldest first: items, discount, delivery fee and total in naira, as the orders list shows them.',
    csv: ordersCsv,
  },
  {
    name: 'payments',
    summary:
      'The payments created, oldest first: amount, status, what was refunded (processed) and what is on its way back, as the payments list and its totals count them.',
    csv: paymentsCsv,
  },
  { name: 'refunds', summary: 'The refunds asked, oldest first, each with its payment, state and amount.', csv: refundsCsv },
  {
    name: 'stock-movements',
    summary: 'Every change of stock (all medicines), oldest first: units, units after, reason, batch and order.',
    csv: stockMovementsCsv,
  },
  {
    name: 'sales-by-medicine',
    summary:
      'Units and naira sold per medicine (lines of orders not cancelled, not refused by the pharmacist; unit price × units, before discounts and delivery), most first.',
    csv: salesByMedicineCsv,
  },
  {
    name: 'sales-by-category',
    summary: 'Units and naira sold per category, counted as sales-by-medicine, most first.',
    csv: salesByCategoryCsv,
  },
  { name: 'audit', summary: 'The audit log of admin changes, oldest first.', csv: auditCsv },
];

/** Reports for admins, exported as CSV and streamed (read a batch at a time, never whole). */
export default async function reportsRoutes(app: FastifyInstance) {
  const route = typed(app);
  for (const report of REPORTS) {
    route.get(
      `/api/admin/reports/${report.name}.csv`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags: ['admin'],
          security: [{ bearerAuth: [] }],
          summary: `${report.summary} From \`from\` to \`to\` (Lagos days, yyyy-MM-dd, at most 366; none: all time), as CSV, streamed (admin).`,
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
        const name = span ? `${report.name}-${request.query.from}-to-${request.query.to ?? request.query.from}.csv` : `${report.name}.csv`;
        reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
        // A stream: the typed reply names the documented body (a string of CSV).
        return reply.send(report.csv(app.db, span) as unknown as string);
      },
    );
  }
}
