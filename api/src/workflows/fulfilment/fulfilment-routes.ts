import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { notFound } from '../../platform/lib/http-errors';

const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const stateQuery = {
  type: 'object',
  properties: {
    state: { type: 'string', minLength: 2, maxLength: 40, description: 'One of the 36 states or "FCT", as delivery zones name them.' },
  },
} as const;

const pickupPoint = {
  type: 'object',
  properties: {
    pharmacyId: uuid,
    name: { type: 'string' },
    address: { type: 'string' },
    state: { type: 'string' },
    openingHours: { type: 'string' },
    contact: { type: 'string' },
    inYourState: { type: 'boolean', description: "In the shopper's state (listed first)." },
    hasYourCart: { type: ['boolean', 'null'], description: "Every line of the caller's cart is in stock there now." },
    readiness: {
      type: ['string', 'null'],
      enum: ['now', 'transfer', 'unavailable', null],
      description:
        'now: it holds the cart; transfer: what it lacks comes from another location first; unavailable: nowhere holds it. Null without a cart.',
    },
    readyWindow: {
      type: ['object', 'null'],
      description: 'When the cart would be ready to collect there (working days from now); null without a cart or when unavailable.',
      properties: {
        minDays: { type: 'integer' },
        maxDays: { type: 'integer' },
        earliest: { type: 'string' },
        latest: { type: 'string' },
        text: { type: 'string' },
      },
    },
  },
} as const;

const availability = {
  type: 'object',
  properties: {
    state: { type: 'string' },
    status: { type: 'string', enum: ['local', 'ships', 'out'] },
    message: { type: 'string', description: '"In stock in Kano", "Ships from Lagos in 3–5 days" or out of stock.' },
    pharmacies: { type: 'array', items: { type: 'string' }, description: 'Pharmacies delivering to the state that have it.' },
    shipsFrom: {
      type: 'string',
      description: 'When it ships from the warehouse: the state it ships from ("Lagos"), for a page that words the message itself.',
    },
    days: { type: 'string', description: 'When it ships from the warehouse: the delivery window in days ("3–5").' },
  },
} as const;

/**
 * Where orders are fulfilled from, as shoppers and staff see it: a medicine's availability in the
 * shopper's state, the pickup points, a pickup order's PIN (its customer), and the pharmacy's
 * ready-for-pickup and hand-over steps (staff).
 */
export default async function fulfilmentRoutes(app: FastifyInstance) {
  shopperRoutes(app);
  staffRoutes(app);
}

/** What shoppers read: availability in a state, pickup points, their pickup PIN. */
function shopperRoutes(app: FastifyInstance) {
  const route = typed(app);

  route.get(
    '/api/medicines/:id/availability',
    {
      schema: {
        tags: ['stock'],
        summary:
          'Whether the medicine can be had in a state: "In stock in Kano" (a pharmacy delivering there has it), "Ships from Lagos in 3–5 days" (the central warehouse has it; the window is the state\'s delivery zone\'s) or out of stock.',
        params: idParams,
        querystring: { ...stateQuery, required: ['state'] },
        response: { 200: availability, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { zones } = await app.delivery.overview();
      const zone = zones.find((z) => z.state === request.query.state);
      if (!zone) throw notFound('There is no such state.');
      return app.stock.places.availabilityIn(request.params.id, request.query.state, {
        minDays: Math.min(...zones.filter((z) => z.state === zone.state).map((z) => z.minDays ?? 0)),
        maxDays: Math.max(...zones.filter((z) => z.state === zone.state).map((z) => z.maxDays ?? 0)),
      });
    },
  );

  route.get(
    '/api/pickup-points',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['delivery'],
        security,
        summary:
          "The pharmacies a shopper can collect from (no delivery fee), in a state or all, those in the shopper's state first, with their hours and when the caller's cart would be ready there (today when it holds it, after a transfer when not).",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...stateQuery.properties,
            near: {
              type: 'string',
              minLength: 2,
              maxLength: 40,
              description:
                "Where the shopper is, as a state (Kano) or a delivery zone's code (lagos-island): that state's pharmacies come first. Without it, or when it names neither, the state of their default saved address.",
            },
          },
        },
        response: { 200: { type: 'array', items: pickupPoint }, ...errors(400, 401, 429) },
      },
    },
    async (request) => app.clickAndCollect.points(request.query.state, request.user!.id, request.query.near),
  );

  route.get(
    '/api/Order/:id/pickup-pin',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        security,
        summary:
          "The one-time PIN the customer gives at the pharmacy to collect a pickup order (the order's own customer only: 404 otherwise; 409 for a delivered order).",
        params: idParams,
        response: {
          200: { type: 'object', properties: { pin: { type: 'string' }, pickedUp: { type: 'boolean' } } },
          ...errors(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) => app.pickups.pinOf(request.user!, request.params.id),
  );
}

/** The pharmacy's steps: ready for pickup, hand-over against the PIN. */
function staffRoutes(app: FastifyInstance) {
  const route = typed(app);

  route.post(
    '/api/Order/:id/pickup/ready',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        security,
        summary:
          "Staff of the order's pharmacy, or an admin (403 anyone else; 404 for another pharmacy's order): the pickup order is packed and waiting at the pharmacy (a Pending order moves to Processing); the customer is told by e-mail, and by SMS or WhatsApp where they consented, with the pharmacy's hours and a reminder to bring the PIN. 409 when not a pickup, already ready or collected.",
        params: idParams,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.pickups.markReady(request.user!, request.params.id);
      // The customer hears it is waiting: the pharmacy's address and hours, and to bring the PIN (once).
      await app.orderNotifier.pickupReady(request.params.id);
      return reply.code(204).send();
    },
  );

  route.post(
    '/api/Order/:id/pickup/handover',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        security,
        summary:
          "Staff of the order's pharmacy, or an admin (403 anyone else; 404 for another pharmacy's order): hand the order over against the customer's six-digit PIN; the order is then Delivered (the customer is told it was collected). Works once (409 already-collected after); a wrong PIN is 400, and after 5 wrong ones 409 pin-locked.",
        params: idParams,
        body: {
          type: 'object',
          required: ['pin'],
          properties: {
            pin: { type: 'string', minLength: 1, maxLength: 12 },
            patientName: {
              type: 'string',
              maxLength: 200,
              description:
                "Required for a prescription-only order: the patient's name as on the order (case and spaces do not count); a wrong one is 400 and counts as a wrong try.",
            },
          },
        },
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.pickups.handOver(request.user!, request.params.id, request.body.pin.trim(), request.body.patientName ?? '');
      const collected = await app.orders.byId(request.params.id);
      if (collected) await app.orderNotifier.statusChanged(collected, null);
      return reply.code(204).send();
    },
  );
}
