import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '../../platform/db/schema/index';
import { errors as documentedErrors, uuid, typed } from '../../platform/http/schemas';
import { order, riderInput } from '../../domains/orders/orders-schemas';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429, 502);
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

/**
 * The checkout's calls on orders (under /api/Order, with the orders domain's reads): placing the
 * order of a paid checkout, reordering an order's lines, changing its status (cancel-and-reorder.ts).
 */
export default async function checkoutOrderRoutes(app: FastifyInstance) {
  placeOrderRoutes(app);
  orderChangeRoutes(app);
}

/** Placing the order for a paid checkout (once; later calls answer the same order). */
function placeOrderRoutes(app: FastifyInstance) {
  const route = typed(app);

  route.post(
    '/api/Order/place',
    {
      // The storefront may post no body at all: read it as {} (the caller's latest paid checkout).
      preValidation: async (request) => {
        request.body ??= {};
      },
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Place the order for a successful cart payment. 201 the first time, 200 with the same order on every later call.',
        body: {
          type: 'object',
          properties: {
            userId: uuid,
            reference: {
              type: 'string',
              minLength: 1,
              maxLength: 100,
              description: 'The payment reference; without it, the latest paid checkout of the user.',
            },
          },
        },
        response: { 200: order, 201: order, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const userId = body.userId ?? request.user!.id;
      app.assertSelfOrAdmin(request, userId);
      const { order: placed, created } = await app.checkoutWorkflow.placeOrder(request.user!, userId, body.reference);
      return reply.status(created ? 201 : 200).send(placed);
    },
  );
}

/** Acting on an order: reordering its lines, changing its status. */
function orderChangeRoutes(app: FastifyInstance) {
  const route = typed(app);

  route.post(
    '/api/Order/:id/reorder',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Reorder (the order's customer): its lines still sold go back in the cart at today's prices; the others are listed with the reason.",
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              added: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { medicineId: uuid, medicineName: { type: 'string' }, quantity: { type: 'integer' } },
                },
              },
              unavailable: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { medicineName: { type: 'string' }, quantity: { type: 'integer' }, reason: { type: 'string' } },
                },
              },
              cart: {
                type: 'object',
                properties: { totalItems: { type: 'integer' }, totalPrice: { type: 'number', description: "Naira, at today's prices." } },
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => app.checkout.reorder(request.user!, request.params.id),
  );

  route.put(
    '/api/Order/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Change the status: Pending -> Processing -> Shipped -> Delivered, or AwaitingReview/Pending/Processing -> Canceled (admins); a user may cancel their own Pending or AwaitingReview order. An order awaiting a pharmacist review moves on only by the review (409, code awaiting-review). Cancelling refunds what was not refunded yet. With Shipped an admin may name the rider (name and Nigerian phone; 400 with any other status).',
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          // rider: null as GET answers before the order ships (sending the order back as read is no error).
          properties: { status: { type: 'string', enum: ORDER_STATUSES }, rider: { ...riderInput, type: ['object', 'null'] } },
        },
        response: { 200: order, ...errors },
      },
    },
    async (request) =>
      app.checkout.changeOrderStatus(request.user!, request.params.id, request.body.status, request.body.rider ?? undefined),
  );
}
