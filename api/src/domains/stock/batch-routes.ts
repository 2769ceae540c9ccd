import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { batch, receiveBody, supplier } from './stock-schemas';

const tags = ['stock'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

/** Batches: receiving them (admins), reading them, and the expiry a shopper would get. */
export default async function batchRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/medicine/:id/batches',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Receive a batch (admin): a GS1 element string, or GTIN, batch number and expiry typed; the quantity; the licensed distributor. The admin is recorded as the receiver.',
        params: idParams,
        body: receiveBody,
        response: { 200: batch, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => app.stock.receive(request.user!, request.params.id, request.body),
  );

  route.get(
    '/api/medicine/:id/batches',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "A medicine's batches, soonest expiry first, with their status and supplier (admin).",
        params: idParams,
        response: { 200: { type: 'array', items: batch }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => app.stock.batchesOf(request.params.id),
  );

  await expiryRoutes(app);
}

/** The margin of a chronic medicine, and the expiry shoppers see. */
async function expiryRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.put(
    '/api/medicine/:id/course-days',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "A chronic medicine's course length in days (admin): no batch expiring within it (or the shop's margin, if longer) is sold. null clears it.",
        params: idParams,
        body: {
          type: 'object',
          required: ['courseDays'],
          properties: { courseDays: { type: ['integer', 'null'], minimum: 1, maximum: 3650 } },
        },
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await app.stock.setCourseDays(request.user!, request.params.id, request.body.courseDays);
      return reply.code(204).send();
    },
  );

  route.get(
    '/api/admin/stock-suppliers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'The licensed distributors batches were received from (admin).',
        response: { 200: { type: 'array', items: supplier }, ...errors(401, 403, 429) },
      },
    },
    async () => app.stock.suppliers(),
  );

  route.get(
    '/api/stock/expiry',
    {
      schema: {
        tags,
        summary:
          'For each medicine, the expiry of the batch an order placed now would get ("Expiry: May 2027 or later"); null when unknown or none can be sold.',
        querystring: {
          type: 'object',
          required: ['medicineIds'],
          properties: { medicineIds: { type: 'string', maxLength: 37 * 50, description: 'Comma-separated medicine ids (up to 50).' } },
        },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['medicineId', 'expiryDate', 'label'],
              properties: {
                medicineId: { type: 'string' },
                expiryDate: { type: ['string', 'null'] },
                label: { type: ['string', 'null'] },
              },
            },
          },
          ...errors(400, 429),
        },
      },
    },
    async (request) => {
      const ids = request.query.medicineIds
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter((id) => /^[0-9a-f-]{36}$/.test(id))
        .slice(0, 50);
      return app.stock.expiryShown(ids);
    },
  );
}
