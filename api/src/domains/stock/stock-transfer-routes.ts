import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { StockTransfers } from './stock-transfers';

const tags = ['stock'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

const transfer = {
  type: 'object',
  required: ['id', 'fromLocationId', 'fromName', 'toLocationId', 'toName', 'status', 'note', 'sentAt', 'receivedAt', 'lines'],
  properties: {
    id: uuid,
    fromLocationId: uuid,
    fromName: { type: 'string' },
    toLocationId: uuid,
    toName: { type: 'string' },
    status: { type: 'string', enum: ['sent', 'received'] },
    note: { type: 'string' },
    sentAt: { type: 'string', format: 'date-time' },
    receivedAt: { type: ['string', 'null'], format: 'date-time' },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        required: ['medicineId', 'medicineName', 'lotNumber', 'expiryDate', 'quantity'],
        properties: {
          medicineId: uuid,
          medicineName: { type: 'string' },
          lotNumber: { type: 'string' },
          expiryDate: { type: ['string', 'null'] },
          quantity: { type: 'integer' },
        },
      },
    },
  },
} as const;

/** The stock locations, and transfers between them (admin): sent (units leave the source's batches), then received once. */
export default async function stockTransferRoutes(app: FastifyInstance) {
  locationRoutes(app);
  const route = typed(app);
  const transfers = new StockTransfers(app.db, () => {
    if (app.hasDecorator('catalogue')) app.catalogue.stockChanged();
  });

  route.post(
    '/api/admin/stock-transfers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Send units of batches from one location to another (admin): they leave the source's batches at once (in transit, sold nowhere). 409 when a batch holds fewer units now or is not sellable.",
        body: {
          type: 'object',
          required: ['fromLocationId', 'toLocationId', 'lines'],
          additionalProperties: false,
          properties: {
            fromLocationId: uuid,
            toLocationId: uuid,
            note: { type: 'string', maxLength: 500 },
            lines: {
              type: 'array',
              minItems: 1,
              maxItems: 50,
              items: {
                type: 'object',
                required: ['batchId', 'quantity'],
                additionalProperties: false,
                properties: { batchId: uuid, quantity: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
              },
            },
          },
        },
        response: { 201: transfer, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await transfers.send(request.user!, request.body)),
  );

  route.post(
    '/api/admin/stock-transfers/:id/receive',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Record that a transfer arrived (admin): its units join the destination's batch of the same lot and expiry. Once: 409 after.",
        params: idParams,
        response: { 200: transfer, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => transfers.receive(request.user!, request.params.id),
  );

  route.get(
    '/api/admin/stock-transfers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Transfers between locations, newest first (the last 100); `status=sent` for those in transit.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: ['sent', 'received'] } },
        },
        response: { 200: { type: 'array', items: transfer }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => transfers.list(request.query.status),
  );
}

/** The locations stock is held at (the stock panel's and the transfer form's choices). */
function locationRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/locations',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Every stock location (admin): the pharmacies and the central warehouse, by name.',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'name', 'kind'],
              properties: { id: uuid, name: { type: 'string' }, kind: { type: 'string', enum: ['pharmacy', 'warehouse'] } },
            },
          },
          ...errors(401, 403, 429),
        },
      },
    },
    async () =>
      (await app.stock.places.locations())
        .map((l) => ({ id: l.id, name: l.name, kind: l.kind }))
        .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'warehouse' ? -1 : 1)),
  );
}
