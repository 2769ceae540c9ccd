import type { FastifyInstance } from 'fastify';
import { errors as documentedErrors, typed, uuid } from '../../platform/http/schemas';
import { holdDecisionBody, holdItemSchema, holdJsonSchema, holdQueueItemSchema, safetyCheckJson } from './safety-schemas';

const tags = ['medication-safety'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429);
const params = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: uuid } } as const;
const forWhom = {
  ...uuid,
  description: "For whom: one of the caller's medication profiles (404 for any other); default the caller's own.",
} as const;

/** The checks as shoppers read them (cart, product page, their held sales) and the pharmacist's queue of held sales. */
export default async function medicationSafetyCheckRoutes(app: FastifyInstance) {
  const route = typed(app);

  route.get(
    '/api/medication-safety/cart',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The clinical checks over the caller's cart for the person it is for: alerts (block, major, moderate) with their English and Pidgin warnings and sources, and the `acknowledgement` to send at checkout once the major ones are read. The cart page reads it after each change; adding to the cart is never refused by the checks.",
        querystring: { type: 'object', additionalProperties: false, properties: { profileId: forWhom } },
        response: { 200: safetyCheckJson, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send(await app.shopperChecks.cart(request.user!.id, request.query.profileId)),
  );

  route.get(
    '/api/medication-safety/check',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'For a product page: the alerts adding this medicine to the caller\'s cart would raise for the person they shop for, with short lines to show ("Contains paracetamol: you already have 2 products with paracetamol in your cart"). 404 for an unknown medicine or profile.',
        querystring: {
          type: 'object',
          required: ['medicineId'],
          additionalProperties: false,
          properties: { medicineId: uuid, profileId: forWhom },
        },
        response: { 200: safetyCheckJson, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await app.shopperChecks.medicine(request.user!.id, request.query.medicineId, request.query.profileId)),
  );

  route.get(
    '/api/medication-safety/holds',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's sales held for a pharmacist by the checks, newest first, with the decision and its reason once made.",
        response: { 200: { type: 'object', properties: { items: { type: 'array', items: holdJsonSchema } } }, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send({ items: await app.safetyReview.mine(request.user!) }),
  );

  pharmacistRoutes(app);
}

function pharmacistRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/pharmacist/safety-holds',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          "Sales held by the clinical checks awaiting a pharmacist, oldest first, each with the customer and who it is for (pharmacists only; a pharmacist's own are left to another).",
        response: { 200: { type: 'object', properties: { items: { type: 'array', items: holdQueueItemSchema } } }, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send({ items: await app.safetyReview.queue(request.user!) }),
  );

  route.get(
    '/api/pharmacist/safety-holds/:id',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          'One held sale: its lines, every alert with its source, the customer, and the medication profile of the person it is for (the read written to the audit log). 403 review-own-order for your own.',
        params,
        response: { 200: holdItemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send(await app.safetyReview.one(request.user!, request.params.id)),
  );

  route.post(
    '/api/pharmacist/safety-holds/:id',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          'Override (the sale may go ahead for exactly these alerts: a checkout once, a refill plan for its later refills, the plan resumed) or refuse, always with a reason; audited; the shopper is mailed. 409 review-decided when already decided.',
        params,
        body: holdDecisionBody,
        response: { 200: holdJsonSchema, ...errors },
      },
    },
    async (request) => app.safetyReview.decide(request.user!, request.params.id, request.body),
  );
}
