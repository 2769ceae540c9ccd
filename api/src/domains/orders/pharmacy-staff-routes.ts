import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { PharmacyStaff, STAFF_ORDER_STAGES } from './pharmacy-staff';

const tags = ['stock'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const nullableId = { type: ['string', 'null'], format: 'uuid' } as const;
const binding = {
  type: 'object',
  required: ['userId', 'pharmacyId'],
  properties: { userId: uuid, pharmacyId: nullableId },
} as const;

/** An order's cold chain (a medicine stored at 2–8 °C), or null without one. */
const coldChainAnswer = {
  type: ['object', 'null'],
  required: ['items', 'coldBoxPackedAt', 'leftFridgeAt', 'handedOverAt'],
  properties: {
    items: { type: 'array', items: { type: 'string' }, description: 'The medicines to pack last in a cold box' },
    coldBoxPackedAt: { type: ['string', 'null'], format: 'date-time', description: 'When staff ticked "packed last in a cold box"' },
    leftFridgeAt: { type: ['string', 'null'], format: 'date-time', description: 'When it left the fridge' },
    handedOverAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When it was handed to the rider, or to the shopper at the counter',
    },
  },
  description: 'Cold chain: null for an order without a medicine stored at 2–8 °C',
} as const;

const staffOrder = {
  type: 'object',
  required: ['id', 'number', 'status', 'fulfilment', 'createdAt', 'pickupReadyAt', 'riderName', 'customerName', 'customerPhone', 'lines'],
  properties: {
    id: uuid,
    number: { type: 'string', description: 'EPH-000123' },
    status: { type: 'string', enum: ['AwaitingReview', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'] },
    fulfilment: { type: 'string', enum: ['delivery', 'pickup'] },
    createdAt: { type: 'string', format: 'date-time' },
    pickupReadyAt: { type: ['string', 'null'], format: 'date-time' },
    riderName: { type: ['string', 'null'] },
    customerName: { type: 'string' },
    toPay: {
      type: ['number', 'null'],
      description: 'Pay on delivery not yet paid: the naira the rider collects at the door (null when nothing is due).',
    },
    customerPhone: { type: ['string', 'null'], description: 'The phone the customer gave at checkout (+234…), to call them.' },
    coldChain: coldChainAnswer,
    lines: {
      type: 'array',
      items: {
        type: 'object',
        required: ['medicineName', 'quantity'],
        properties: {
          medicineName: { type: 'string' },
          quantity: { type: 'integer' },
          coldChain: { type: 'boolean', description: 'Present, true, on a medicine stored at 2–8 °C: pack it last, in a cold box' },
        },
      },
    },
  },
} as const;

const staffBatch = {
  type: 'object',
  required: ['batchId', 'medicineId', 'medicineName', 'lotNumber', 'expiryDate', 'quantity', 'status'],
  properties: {
    batchId: uuid,
    medicineId: uuid,
    medicineName: { type: 'string' },
    lotNumber: { type: 'string' },
    expiryDate: { type: ['string', 'null'] },
    quantity: { type: 'integer' },
    status: { type: 'string' },
  },
} as const;

/** Staff accounts bound to one pharmacy: the admin's binding, and the staff member's own orders and stock. */
export default async function pharmacyStaffRoutes(app: FastifyInstance) {
  const staff = new PharmacyStaff(app.db);
  bindingRoutes(app, staff);
  staffRoutes(app, staff);
  coldChainRoutes(app);
}

/** Packing an order with a medicine stored at 2–8 °C: the cold-box tick, which records when it left the fridge. */
function coldChainRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/Order/:id/cold-chain/packed',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        security,
        summary:
          "Staff of the order's pharmacy, or an admin (403 anyone else; 404 for another pharmacy's order): the order's fridge medicines were packed last, in a cold box. Records when they left the fridge (now, or leftFridgeAt: not in the future, not before the order). Required before the order is handed to the rider (status Shipped) or made ready for pickup (409 cold-box-required without it). Once: 409 cold-box-packed after; 409 not-cold-chain for an order without a fridge medicine.",
        params: idParams,
        body: {
          type: 'object',
          required: ['coldBox'],
          additionalProperties: false,
          properties: {
            coldBox: { type: 'boolean', const: true, description: 'The tick: packed last, in a cold box' },
            leftFridgeAt: { type: 'string', format: 'date-time', description: 'When it left the fridge; leave out for now' },
          },
        },
        response: { 200: coldChainAnswer, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      app.coldChainPacking.packed(request.user!, request.params.id, request.body as { coldBox: true; leftFridgeAt?: string }),
  );
}

/** The admin binds a user to a pharmacy, and lists who is bound where. */
function bindingRoutes(app: FastifyInstance, staff: PharmacyStaff) {
  const route = typed(app);

  route.put(
    '/api/admin/users/:id/pharmacy',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Make a user staff of one pharmacy or the warehouse (they then see and work only its orders and stock), or take it back with null (admin only). 404 for an unknown user or pharmacy.',
        params: idParams,
        body: { type: 'object', required: ['pharmacyId'], additionalProperties: false, properties: { pharmacyId: nullableId } },
        response: { 200: binding, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => staff.setStaff(request.user!, request.params.id, request.body.pharmacyId),
  );

  route.get(
    '/api/admin/pharmacy-staff',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Every staff account bound to a pharmacy, with the pharmacy (admin only).',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['userId', 'pharmacyId', 'pharmacyName'],
              properties: { userId: uuid, pharmacyId: uuid, pharmacyName: { type: 'string' } },
            },
          },
          ...errors(401, 403, 429),
        },
      },
    },
    async () => staff.bindings(),
  );
}

/** The staff member's own pharmacy, its orders by stage and its stock. */
function staffRoutes(app: FastifyInstance, staff: PharmacyStaff) {
  const route = typed(app);

  route.get(
    '/api/staff/pharmacy',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Pharmacy staff: the pharmacy they work at (403 for anyone who is not a pharmacy's staff).",
        response: {
          200: {
            type: 'object',
            required: ['id', 'name', 'kind', 'address', 'state', 'openingHours', 'isPickupPoint'],
            properties: {
              id: uuid,
              name: { type: 'string' },
              kind: { type: 'string', enum: ['pharmacy', 'warehouse'] },
              address: { type: 'string' },
              state: { type: ['string', 'null'] },
              openingHours: { type: 'string' },
              isPickupPoint: { type: 'boolean' },
            },
          },
          ...errors(401, 403, 429),
        },
      },
    },
    async (request) => staff.myPharmacy(request.user!),
  );

  route.get(
    '/api/staff/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Pharmacy staff: their pharmacy's orders at one stage, oldest first (never another pharmacy's): to pack, ready for pickup (awaiting the PIN), handed to a rider.",
        querystring: {
          type: 'object',
          required: ['stage'],
          additionalProperties: false,
          properties: { stage: { type: 'string', enum: STAFF_ORDER_STAGES } },
        },
        response: { 200: { type: 'array', items: staffOrder }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => staff.orders(request.user!, request.query.stage),
  );

  route.get(
    '/api/staff/stock',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Pharmacy staff: the batches held at their pharmacy (never another location's).",
        response: {
          200: { type: 'array', items: staffBatch },
          ...errors(401, 403, 429),
        },
      },
    },
    async (request) => staff.stock(request.user!),
  );
}
