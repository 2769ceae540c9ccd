import type { FastifyInstance } from 'fastify';
import { errors as documentedErrors, typed, uuid } from '../../platform/http/schemas';
import { forbidden } from '../../platform/lib/http-errors';
import { linkAnswer, payLink, plan, planEdit, planInput, prescriptionChoice, savedCard } from './refill-schemas';
import type { PlanInput } from './refill-workflow';
import { refillPharmacistRoutes, refillStaffRoutes } from './refill-staff-routes';
import { savedCardRoutes } from './saved-card-routes';

const tags = ['refills'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429);
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const list = <T extends object>(items: T) => ({ type: 'object', properties: { items: { type: 'array', items } } }) as const;
const noStore = 'private, no-store';

/** A refill paid through its pay link is recorded as soon as its shopper looks. */
const settlePayLinks = async (app: FastifyInstance, userId: string) =>
  app.refillRun.settlePayLinks((await app.refills.plansOf(userId)).map((p) => p.id));

/** Refill plans: the shopper's plans, the one-tap mail links (no login), the admin's and the pharmacist's views. */
export default async function refillRoutes(app: FastifyInstance) {
  shopperRoutes(app);
  planActionRoutes(app);
  savedCardRoutes(app);
  prescriptionRoutes(app);
  payRoutes(app);
  linkRoutes(app);
  refillStaffRoutes(app);
  refillPharmacistRoutes(app);
}

function shopperRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.refillWorkflow;

  route.get(
    '/api/refills',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My refill plans (not cancelled): next date, amount now, card, last run.',
        response: { 200: list(plan), ...errors },
      },
    },
    async (request, reply) => {
      await settlePayLinks(app, request.user!.id);
      return reply.header('cache-control', noStore).send({ items: await flow.list(request.user!) });
    },
  );

  route.post(
    '/api/refills',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "A refill plan from a delivered order's line (orderId) or a product (medicineId): quantity, every 2/4/8/12 weeks or the pack's days' supply at the dose, a saved address, and optionally a saved card with explicit consent (autoPay) to charge it. Prescription-only medicine needs your valid prescription; a pharmacist then sets the units it allows before the first refill.",
        body: planInput,
        response: { 201: plan, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await flow.create(request.user!, request.body as PlanInput)),
  );

  route.patch(
    '/api/refills/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Change quantity, interval, next date, address, card or automatic payment.',
        params: idParams,
        body: planEdit,
        response: { 200: plan, ...errors },
      },
    },
    async (request) => flow.edit(request.user!, request.params.id, request.body),
  );
}

function planActionRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.refillWorkflow;
  route.post(
    '/api/refills/:id/:action',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'skip (the next refill), pause, resume, cancel (nothing is charged for a refill not yet claimed by the scheduler), confirm-price (after a rise over 10 %).',
        params: {
          type: 'object',
          required: ['id', 'action'],
          properties: { id: uuid, action: { type: 'string', maxLength: 16, enum: ['skip', 'pause', 'resume', 'cancel', 'confirm-price'] } },
        },
        response: { 200: plan, ...errors },
      },
    },
    async (request) => flow.act(request.user!, request.params.id, request.params.action),
  );

  route.post(
    '/api/refills/:id/days-left',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "I still have N days' worth: the next refill moves so it arrives before the last dose.",
        params: idParams,
        body: { type: 'object', required: ['daysLeft'], properties: { daysLeft: { type: 'integer', minimum: 0, maximum: 120 } } },
        response: { 200: plan, ...errors },
      },
    },
    async (request) => flow.daysLeft(request.user!, request.params.id, request.body.daysLeft),
  );

  route.post(
    '/api/refills/:id/prescription',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'A new prescription for a prescription-only plan: a pharmacist reviews it before anything is charged.',
        params: idParams,
        body: { type: 'object', required: ['prescriptionId'], properties: { prescriptionId: uuid } },
        response: { 200: plan, ...errors },
      },
    },
    async (request) => flow.attachPrescription(request.user!, request.params.id, request.body.prescriptionId),
  );

  route.get(
    '/api/refills/cards',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My saved cards a plan may charge (reusable Paystack authorizations; never the code itself).',
        response: { 200: list(savedCard), ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', noStore).send({ items: await flow.savedCards(request.user!) }),
  );
}

/** For a plan of a prescription-only medicine: the prescriptions it may be dispensed against. */
function prescriptionRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.refillWorkflow;
  route.get(
    '/api/refills/prescriptions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'My prescriptions a plan for this prescription-only medicine may be dispensed against (own, still usable): those a pharmacist approved for it first, with the most approved at a time; empty when I need to upload one.',
        querystring: { type: 'object', required: ['medicineId'], properties: { medicineId: uuid }, additionalProperties: false },
        response: { 200: list(prescriptionChoice), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', noStore)
        .send({ items: await flow.prescriptionChoices(request.user!, (request.query as { medicineId: string }).medicineId) }),
  );
}

/** One-tap links from the mails: no login; each link does one thing, once. */
function linkRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.refillWorkflow;
  const tokenParams = {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', minLength: 10, maxLength: 200 } },
  } as const;
  route.get(
    '/api/refill-links/:token',
    {
      schema: {
        tags,
        summary: 'What a mailed refill link is for (reading it does not use it). 403 not valid, 410 used or expired.',
        params: tokenParams,
        response: { 200: linkAnswer, ...documentedErrors(400, 403, 410, 429) },
      },
    },
    async (request, reply) => reply.header('cache-control', noStore).send(await flow.describeLink(request.params.token)),
  );
  route.post(
    '/api/refill-links/:token/pay',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "A mailed pay link: signed in as the plan's shopper, Paystack's checkout page for the refill (the link stays usable until it expires, so an abandoned page can be opened again). 403 for another purpose or another account.",
        params: tokenParams,
        response: { 200: payLink, ...documentedErrors(400, 401, 403, 409, 410, 429) },
      },
    },
    async (request) => {
      const now = app.refillClock.now();
      const link = await app.refills.links.check(request.params.token, 'pay', now);
      const owner = await app.refills.plan(link.planId);
      if (!owner || owner.userId !== request.user!.id) throw forbidden('This link is for another account.');
      return app.refillRun.payNow(owner, now);
    },
  );
  route.post(
    '/api/refill-links/:token/:purpose',
    {
      schema: {
        tags,
        summary:
          'Uses a mailed link for its own purpose only (skip, pause, cancel; change-date with nextRunOn or daysLeft), once. 403 for another purpose, 410 once used.',
        params: {
          type: 'object',
          required: ['token', 'purpose'],
          properties: {
            ...tokenParams.properties,
            purpose: { type: 'string', maxLength: 16, enum: ['skip', 'pause', 'cancel', 'change-date'] },
          },
        },
        body: {
          type: ['object', 'null'],
          properties: { nextRunOn: { type: 'string' }, daysLeft: { type: 'integer', minimum: 0, maximum: 120 } },
        },
        response: { 200: linkAnswer, ...documentedErrors(400, 403, 410, 429) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send(await flow.useLink(request.params.token, request.params.purpose, request.body ?? {})),
  );
}

/** Pay now from the plan (Paystack's checkout page for the shopper's own refill), and the orders refills placed. */
function payRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.refillWorkflow;
  route.get(
    '/api/refills/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My orders placed by a refill plan (for the refill badge on My orders).',
        response: { 200: list({ type: 'object', properties: { orderId: uuid, planId: uuid } }), ...errors },
      },
    },
    async (request, reply) =>
      settlePayLinks(app, request.user!.id).then(async () =>
        reply.header('cache-control', noStore).send({ items: await flow.refillOrders(request.user!) }),
      ),
  );
  route.post(
    '/api/refills/:id/pay',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Pay now: Paystack's checkout page (card, transfer or USSD) for the refill waiting for you, or else the next one, checked as an automatic charge is (price within 10 %, prescription, stock, address). Asked again, the same page.",
        params: idParams,
        response: { 200: payLink, ...errors },
      },
    },
    async (request) => {
      const mine = await app.refills.owned(request.user!, request.params.id);
      if (mine.userId !== request.user!.id) throw forbidden('Only the shopper pays for their refill.');
      return app.refillRun.payNow(mine, app.refillClock.now());
    },
  );
}
