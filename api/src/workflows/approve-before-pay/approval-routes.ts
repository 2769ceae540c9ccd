import type { FastifyInstance } from 'fastify';
import { errors as documentedErrors, typed, uuid } from '../../platform/http/schemas';
import { approvalDecisionBody, approvalItem, approvalJson, approvalRequestBody } from './approval-schemas';

const tags = ['prescriptions'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429);
const params = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

/** "Check first, pay after approval": the shopper's requests and the pharmacist's queue and decisions. */
export default async function approvalRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.approvalBeforePayment;

  route.post(
    '/api/cart-approvals',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Have the cart's prescription-only lines checked before paying: one of the caller's prescriptions (written within six months) and a phone number for the pharmacist. Answers when it will be checked (from the pharmacist hours). An approval covers exactly these medicines and quantities; it replaces the caller's earlier open requests.",
        body: approvalRequestBody,
        response: { 200: approvalJson, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await flow.request(request.user!, request.body)),
  );

  route.get(
    '/api/cart-approvals/current',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's cart's prescription-only medicines and their latest check before payment (null when none).",
        response: {
          200: {
            type: 'object',
            properties: {
              prescriptionItems: { type: 'array', items: { type: 'string' } },
              approval: { ...approvalJson, type: ['object', 'null'] },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await flow.current(request.user!)),
  );

  route.get(
    '/api/cart-approvals/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "One of the caller's checks before payment, and whether it still covers the cart as it is now (the pay link's page).",
        params,
        response: { 200: approvalJson, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await flow.mine(request.user!, request.params.id)),
  );

  pharmacistApprovalRoutes(app);
}

/** The pharmacist's side: the queue, one check, the decision (pharmacists only: the database's flag). */
function pharmacistApprovalRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.approvalBeforePayment;

  route.get(
    '/api/pharmacist/cart-approvals',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          "Prescriptions to check before payment, oldest first, with the shopper's name and phone (pharmacists only; each prescription read is logged; a pharmacist's own are left to another).",
        response: { 200: { type: 'object', properties: { items: { type: 'array', items: approvalItem } } }, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send({ items: await flow.queue(request.user!, request.ip) }),
  );

  route.get(
    '/api/pharmacist/cart-approvals/:id',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary: 'One check before payment (403 review-own-order for your own).',
        params,
        response: { 200: approvalItem, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send(await flow.one(request.user!, request.params.id, request.ip)),
  );

  route.post(
    '/api/pharmacist/cart-approvals/:id',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          'Approve or reject (with a reason) a prescription before payment; audited. 409 review-decided when decided already. The shopper is mailed: when approved, with a pay link.',
        params,
        body: approvalDecisionBody,
        response: { 200: approvalJson, ...errors },
      },
    },
    async (request) => flow.decide(request.user!, request.params.id, request.body),
  );
}
