import type { FastifyInstance } from 'fastify';
import { FAILURE_REASONS, REBOOK_SLOTS } from '../../platform/db/schema/index';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { PickupOrders } from '../../domains/orders/pickup';
import type { LastMile } from './last-mile';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const orderDeliveryParams = { type: 'object', required: ['id', 'deliveryId'], properties: { id: uuid, deliveryId: uuid } } as const;
const nullableString = { type: ['string', 'null'] } as const;
const riderJson = {
  type: ['object', 'null'],
  required: ['name', 'phone'],
  properties: { name: { type: 'string' }, phone: { type: 'string', description: '+2348031234567' } },
} as const;
const lineJson = {
  type: 'array',
  items: {
    type: 'object',
    required: ['medicineName', 'quantity'],
    properties: { medicineName: { type: 'string' }, quantity: { type: 'integer' } },
  },
} as const;

const deliveryProperties = {
  id: uuid,
  parcelId: uuid,
  orderId: uuid,
  state: { type: 'string', enum: ['assigned', 'arriving', 'delivered', 'failed', 'rebooked', 'to-pickup', 'returning', 'returned'] },
  rider: riderJson,
  etaMinutes: { type: ['integer', 'null'] },
  startedAt: { type: ['string', 'null'], format: 'date-time' },
  deliveredAt: { type: ['string', 'null'], format: 'date-time' },
  deliveredAtLagos: { ...nullableString, description: 'The time delivered, Lagos time (14:32).' },
  failedTries: { type: 'integer' },
  maxTries: { type: 'integer', description: 'Failed tries after which the parcel comes back to the pharmacy.' },
  lastFailure: { type: ['string', 'null'], enum: [...FAILURE_REASONS, null] },
  codeTriesLeft: { type: 'integer' },
  rebooked: {
    type: ['object', 'null'],
    required: ['day', 'slot'],
    properties: { day: { type: 'string', format: 'date' }, slot: { type: 'string', enum: REBOOK_SLOTS } },
  },
} as const;
const deliveryRequired = [
  'id',
  'parcelId',
  'orderId',
  'state',
  'rider',
  'etaMinutes',
  'startedAt',
  'deliveredAt',
  'deliveredAtLagos',
  'failedTries',
  'maxTries',
  'lastFailure',
  'codeTriesLeft',
  'rebooked',
] as const;
const delivery = { type: 'object', required: deliveryRequired, properties: deliveryProperties } as const;
const stop = {
  type: 'object',
  required: [
    ...deliveryRequired,
    'stopOrder',
    'orderNumber',
    'recipient',
    'address',
    'landmark',
    'mapUrl',
    'phone',
    'toPay',
    'prescriptionOnly',
    'lines',
  ],
  properties: {
    ...deliveryProperties,
    stopOrder: { type: 'integer' },
    orderNumber: { type: 'string' },
    recipient: { type: 'string' },
    address: { type: 'string' },
    landmark: { type: 'string' },
    mapUrl: { type: 'string' },
    phone: { ...nullableString, description: "The customer's phone (+234…), to call or WhatsApp them." },
    toPay: { type: ['number', 'null'], description: 'Pay on delivery not yet paid: the naira to collect at the door.' },
    prescriptionOnly: { type: 'boolean', description: "The patient's name is asked with the code." },
    lines: lineJson,
  },
} as const;
const board = {
  type: 'object',
  required: ['waiting', 'out'],
  properties: {
    waiting: {
      type: 'array',
      items: {
        type: 'object',
        required: ['parcelId', 'orderId', 'orderNumber', 'pharmacyId', 'address', 'lines'],
        properties: {
          parcelId: uuid,
          orderId: uuid,
          orderNumber: { type: 'string' },
          pharmacyId: uuid,
          address: { type: 'string' },
          lines: lineJson,
        },
      },
    },
    out: { type: 'array', items: stop },
  },
} as const;

/** Riders' deliveries (staff add and remove riders in ./rider-routes.ts): staff assign parcels, the rider works their own list, the shopper follows and rebooks. */
export default async function lastMileRoutes(app: FastifyInstance) {
  boardRoutes(app, app.lastMile);
  riderRoutes(app, app.lastMile);
  shopperRoutes(app, app.lastMile);
}

function boardRoutes(app: FastifyInstance, lastMile: LastMile) {
  const route = typed(app);
  route.get(
    '/api/staff/deliveries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The pharmacy's parcels waiting for a rider, and those out with its riders (never another pharmacy's).",
        response: {
          200: board,
          ...errors(401, 403, 429),
        },
      },
    },
    async (request) => lastMile.board(request.user!),
  );

  route.post(
    '/api/staff/deliveries/assign',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Give a parcel of the pharmacy to one of its riders (or, before the stop starts, to another): the order is Shipped and the shopper told the rider and the delivery code. 404 for another pharmacy's parcel, 409 once the stop started.",
        body: {
          type: 'object',
          required: ['parcelId', 'riderId'],
          additionalProperties: false,
          properties: { parcelId: uuid, riderId: uuid, stopOrder: { type: 'integer', minimum: 0, maximum: 1000 } },
        },
        response: { 200: delivery, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => lastMile.assign(request.user!, request.body.parcelId, request.body.riderId, request.body.stopOrder),
  );

  route.post(
    '/api/staff/deliveries/:id/check-in',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Check a parcel back in after its last failed try: units back in stock at the pharmacy, the money refunded or the pay-on-delivery hold released, once (409 already-returned).',
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: [...deliveryRequired, 'refunded'],
            properties: { ...deliveryProperties, refunded: { type: 'number' } },
          },
          ...errors(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request) => lastMile.checkIn(request.user!, request.params.id),
  );
}

function riderRoutes(app: FastifyInstance, lastMile: LastMile) {
  const route = typed(app);
  route.get(
    '/api/rider/deliveries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The rider's own deliveries for the day, in order (403 for anyone who is not a rider).",
        response: { 200: { type: 'array', items: stop }, ...errors(401, 403, 429) },
      },
    },
    async (request) => lastMile.myStops(request.user!),
  );

  route.post(
    '/api/rider/deliveries/:id/start',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'The rider starts the stop: the shopper hears "arriving in about N minutes" (20 when left out). 404 for another rider\'s delivery.',
        params: idParams,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { minutes: { type: 'integer', minimum: 1, maximum: 240 } },
        },
        response: { 200: delivery, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => lastMile.start(request.user!, request.params.id, request.body?.minutes),
  );

  route.post(
    '/api/rider/deliveries/:id/deliver',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The rider hands the parcel over against the shopper's six-digit code (and the patient's name for a prescription-only parcel). A wrong one is 400 and counts; after 5 it is 409 code-locked. 409 already-delivered.",
        params: idParams,
        body: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', maxLength: 12 }, patientName: { type: 'string', maxLength: 120 } },
        },
        response: { 200: delivery, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => lastMile.deliver(request.user!, request.params.id, request.body.code.trim(), request.body.patientName ?? ''),
  );

  route.post(
    '/api/rider/deliveries/:id/fail',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'The rider records why the try failed; after the set number of tries (DELIVERY_MAX_TRIES, 2) the parcel goes back to the pharmacy.',
        params: idParams,
        body: {
          type: 'object',
          required: ['reason'],
          additionalProperties: false,
          properties: { reason: { type: 'string', enum: FAILURE_REASONS } },
        },
        response: { 200: delivery, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => lastMile.fail(request.user!, request.params.id, request.body.reason),
  );
}

function shopperRoutes(app: FastifyInstance, lastMile: LastMile) {
  const route = typed(app);
  route.get(
    '/api/Order/:id/deliveries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The order's deliveries by rider: who, the line to show (in the shopper's language), and the delivery code while it is on its way (its customer only).",
        params: idParams,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: [...deliveryRequired, 'line', 'code', 'canRebook', 'photo'],
              properties: {
                ...deliveryProperties,
                line: { type: 'string' },
                code: nullableString,
                canRebook: { type: 'boolean' },
                photo: { type: 'boolean', description: 'The rider kept a photo of the handover (GET /api/deliveries/{id}/photo).' },
              },
            },
          },
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => lastMile.ofOrder(request.user!, request.params.id),
  );

  route.post(
    '/api/Order/:id/deliveries/:deliveryId/rebook',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The shopper rebooks a failed delivery for a day (today to a week ahead) and part of the day.',
        params: orderDeliveryParams,
        body: {
          type: 'object',
          required: ['day', 'slot'],
          additionalProperties: false,
          properties: { day: { type: 'string', maxLength: 10 }, slot: { type: 'string', enum: REBOOK_SLOTS } },
        },
        response: { 200: delivery, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request) => lastMile.rebook(request.user!, request.params.id, request.params.deliveryId, request.body),
  );

  route.post(
    '/api/Order/:id/deliveries/:deliveryId/pickup',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'The shopper collects a failed delivery at the pharmacy instead: the order becomes a pickup with its PIN (GET /api/Order/{id}/pickup-pin).',
        params: orderDeliveryParams,
        response: { 200: delivery, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request) =>
      lastMile.switchToPickup(request.user!, request.params.id, request.params.deliveryId, (orderId) =>
        PickupOrders.hash(orderId, app.pickups.pinFor(orderId)),
      ),
  );
}
