import type { FastifyInstance } from 'fastify';
import { errors, uuid, typed } from '../../platform/http/schemas';
import batchRoutes from './batch-routes';
import housekeepingRoutes from './housekeeping-routes';
import { adjustBody, movement, shortfall } from './stock-schemas';

const tags = ['stock'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

/** Stock on hand (admins): adjustments with a reason, their history, and paid orders whose units were gone. */
export default async function stockRoutes(app: FastifyInstance) {
  const route = typed(app);
  await batchRoutes(app);
  await housekeepingRoutes(app);
  route.post(
    '/api/medicine/:id/stock',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Adjust units on hand (admin): received adds quantity, damaged and expired take it away, count-correction sets the counted quantity.',
        params: idParams,
        body: adjustBody,
        response: {
          200: { type: 'object', required: ['stockQuantity', 'movement'], properties: { stockQuantity: { type: 'integer' }, movement } },
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => app.stock.adjust(request.user!, request.params.id, request.body),
  );

  route.get(
    '/api/medicine/:id/stock',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "A medicine's stock movements, newest first (admin; the last 200).",
        params: idParams,
        response: { 200: { type: 'array', items: movement }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => app.stock.movements(request.params.id),
  );

  route.get(
    '/api/admin/stock-shortfalls',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Paid orders with units that were gone when they were placed (admin); open=true: those not yet refunded or back-ordered.',
        querystring: { type: 'object', properties: { open: { type: 'boolean' } } },
        response: { 200: { type: 'array', items: shortfall }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => app.stock.shortfalls(request.query.open),
  );
}
