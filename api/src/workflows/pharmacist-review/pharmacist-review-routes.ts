import type { FastifyInstance } from 'fastify';
import { errors as documentedErrors, uuid, typed } from '../../platform/http/schemas';
import { order } from '../../domains/orders/orders-schemas';
import { decisionBody, reviewItem } from './pharmacist-review-schemas';

const tags = ['prescriptions'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429);
const params = { type: 'object', required: ['orderId'], properties: { orderId: uuid } } as const;

/** The pharmacist's review queue and decisions (pharmacists only: the database's flag, not the token). */
export default async function pharmacistReviewRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/pharmacist/reviews',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          "Orders awaiting a pharmacist, oldest first, each with its prescription and lines (pharmacists only; each prescription read is logged). A pharmacist's own orders and orders for their own prescription are not listed: another pharmacist reviews them.",
        response: { 200: { type: 'object', properties: { items: { type: 'array', items: reviewItem } } }, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send({ items: await app.reviews.queue(request.user!, request.ip) }),
  );

  route.get(
    '/api/pharmacist/reviews/:orderId',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          "One order awaiting review, with its prescription and lines (409 review-decided once decided; 403 review-own-order for the pharmacist's own order or prescription).",
        params,
        response: { 200: reviewItem, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send(await app.reviews.one(request.user!, request.params.orderId, request.ip)),
  );

  route.post(
    '/api/pharmacist/reviews/:orderId',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          'Decide: every prescription line approved or rejected (reason required when any is rejected). All approved: Pending. All of the order rejected: Canceled, refunded in full, stock returned. Some rejected: Pending, the rejected lines refunded and their stock returned. 409 review-decided when another pharmacist decided first. 403 review-own-order: a pharmacist never reviews an order they placed or one for their own prescription. The shopper is emailed.',
        params,
        body: decisionBody,
        response: { 200: order, ...errors },
      },
    },
    async (request) => app.reviews.decide(request.user!, request.params.orderId, request.body),
  );
}
