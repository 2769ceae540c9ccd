import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { fieldError } from '../../platform/lib/http-errors';
import { calendarDate } from './batches';
import { batchTakenOut, disposalsReport, expiringReport, onHandReport, returnBody, writeOffBody } from './stock-schemas';

const tags = ['stock'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;

/** Writing off and returning units of a batch, and the stock reports (admins). */
export default async function housekeepingRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/admin/batches/:id/write-off',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Write off units of a batch (admin) with the reason, recorded in the stock movements and the audit log. 409 when the batch holds fewer units, or another number than expectedQuantity.',
        params: idParams,
        body: writeOffBody,
        response: { 200: batchTakenOut, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => app.stock.housekeeping.writeOff(request.user!, request.params.id, request.body),
  );

  route.post(
    '/api/admin/batches/:id/return',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Return units of a batch to the distributor it came from (admin; all its units when quantity is left out): they leave the stock; a batch returned whole is marked returned. 409 when it holds fewer units, has no distributor, or changed (expectedQuantity).',
        params: idParams,
        body: returnBody,
        response: { 200: batchTakenOut, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => app.stock.housekeeping.returnToSupplier(request.user!, request.params.id, request.body ?? {}),
  );

  await reportRoutes(app);
}

/** The admins' stock reports: on hand by batch, expiring soon, written off and returned. */
async function reportRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/admin/stock-reports/on-hand',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Stock on hand by batch (admin): every batch holding units, by medicine and expiry, with the units by status.',
        response: { 200: onHandReport, ...errors(401, 403, 429) },
      },
    },
    async () => app.stock.housekeeping.onHand(),
  );

  route.get(
    '/api/admin/stock-reports/expiring',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Batches expiring soon (admin): sellable and quarantined batches with units expiring within `days` days (default 90), soonest first.',
        querystring: { type: 'object', properties: { days: { type: 'integer', minimum: 0, maximum: 3650, default: 90 } } },
        response: { 200: expiringReport, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => app.stock.housekeeping.expiring(request.query.days ?? 90),
  );

  route.get(
    '/api/admin/stock-reports/written-off',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Units written off (with a reason, or as damaged or expired) and returned to distributors between two Lagos days, inclusive (admin; default the last 30 days), newest first, with totals.',
        querystring: { type: 'object', properties: { from: day, to: day } },
        response: { 200: disposalsReport, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      for (const [field, value] of [
        ['from', from],
        ['to', to],
      ] as const) {
        if (value && !calendarDate(value)) throw fieldError(field, `${field} must be a date (YYYY-MM-DD).`);
      }
      if (from && to && from > to) throw fieldError('from', 'from must be on or before to.');
      return app.stock.housekeeping.disposals(from, to);
    },
  );
}
