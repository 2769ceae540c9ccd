import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { type ParcelJson, parcelJson } from '../../domains/orders/order-parcels';
import { OrderRerouting } from './reroute-order';

declare module 'fastify' {
  interface FastifyInstance {
    /** An admin moves an unsent order, or a parcel, to another location; the stock follows (workflows/parcels/). */
    orderRerouting: OrderRerouting;
  }
}

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

const parcel = {
  type: 'object',
  required: ['id', 'locationId', 'from', 'lines', 'fee', 'minDays', 'maxDays', 'status'],
  properties: {
    id: uuid,
    locationId: uuid,
    from: { type: 'string', description: 'The pharmacy or warehouse packing it.' },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: { medicineId: { type: 'string' }, medicineName: { type: 'string' }, quantity: { type: 'integer' } },
      },
    },
    fee: { type: 'number', description: 'Its delivery fee (naira), as shown before paying.' },
    minDays: { type: 'integer' },
    maxDays: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'shipped', 'delivered', 'canceled'] },
  },
} as const;

const rerouteOptions = {
  type: 'object',
  required: ['reroutable', 'parcels'],
  properties: {
    reroutable: { type: 'boolean' },
    parcels: {
      type: 'array',
      items: {
        type: 'object',
        required: ['parcelId', 'locations'],
        properties: {
          parcelId: uuid,
          locations: {
            type: 'array',
            items: {
              type: 'object',
              required: ['locationId', 'name', 'kind', 'hasStock'],
              properties: {
                locationId: uuid,
                name: { type: 'string' },
                kind: { type: 'string', enum: ['pharmacy', 'warehouse'] },
                hasStock: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** An order's parcels (its customer or an admin) and the admin's re-route. */
export default fp(
  async function parcelsWorkflow(app: FastifyInstance) {
    app.decorate('orderRerouting', new OrderRerouting(app.db, app.stock, app.audit));
    parcelRoutes(app);
    rerouteRoutes(app);
  },
  { name: 'parcels-workflow', dependencies: ['db', 'stock-service', 'orders-service', 'audit-service'] },
);

/** The parcels as answered: each with the name of the place it leaves from. */
async function named(app: FastifyInstance, parcels: Parameters<typeof parcelJson>[0][]) {
  const names = new Map((await app.stock.places.locations()).map((l) => [l.id, l.name]));
  return parcels.map((p): ParcelJson & { from: string } => ({ ...parcelJson(p), from: names.get(p.locationId) ?? '' }));
}

/** GET an order's parcels (its customer or an admin). */
function parcelRoutes(app: FastifyInstance) {
  const route = typed(app);

  route.get(
    '/api/Order/:id/parcels',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The order's parcels: where each leaves from, its lines, fee, window and status (its customer or an admin; 403 for another account's order, 404 for no order).",
        params: idParams,
        response: { 200: { type: 'array', items: parcel }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      // Its customer or an admin (the order's own visibility: 403 for another account's order, 404 for none).
      await app.orders.get(request.user!, request.params.id);
      return named(app, await app.orderParcels.of(request.params.id));
    },
  );
}

/** The admin's re-route: where each parcel could go, and the move. */
function rerouteRoutes(app: FastifyInstance) {
  const route = typed(app);

  route.get(
    '/api/admin/orders/:id/reroute',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Admin: where each parcel of the order could be re-routed: the locations delivering to the order's state (not its own), each with whether it has all the parcel's units now; `reroutable` is false once shipped, delivered, cancelled or for a pickup.",
        params: idParams,
        response: {
          200: rerouteOptions,
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => app.orderRerouting.options(request.user!, request.params.id),
  );

  route.post(
    '/api/admin/orders/:id/reroute',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Admin: move an order not yet shipped (or one parcel of it, `parcelId`) to another location that delivers to its state and has every unit; the stock follows in one transaction (released at the old location, taken at the new) and the change is audited. 409 not-in-stock, not-covered, not-reroutable (shipped, delivered, cancelled) or a pickup order.',
        params: idParams,
        body: {
          type: 'object',
          required: ['locationId'],
          additionalProperties: false,
          properties: {
            locationId: { ...uuid, description: 'The pharmacy or warehouse to pack it (GET /api/locations).' },
            parcelId: { ...uuid, description: 'Only this parcel (GET /api/Order/{id}/parcels); the whole order when left out.' },
          },
        },
        response: { 200: { type: 'array', items: parcel }, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => named(app, await app.orderRerouting.reroute(request.user!, request.params.id, request.body)),
  );
}
