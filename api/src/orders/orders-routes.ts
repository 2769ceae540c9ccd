import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '../db/schema/index';
import { pageWindow, setPagingHeaders, sortedPagingQuery } from '../lib/paging';
import { errors as documentedErrors, uuid, typed } from '../http/schemas';
import { order, riderInput } from './orders-schemas';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429, 502);
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const userIdParams = { type: 'object', required: ['userId'], properties: { userId: uuid } } as const;
const ORDER_SORTS = [
  'orderDate',
  '-orderDate',
  'totalPrice',
  '-totalPrice',
  'status',
  '-status',
  'orderNumber',
  '-orderNumber',
  'customer',
  '-customer',
  'deliveryState',
  '-deliveryState',
] as const;

const orders = { type: 'array', items: order } as const;

/** Orders: placed once per successful payment, read by their owner or an admin, moved by admins. */
export default async function ordersRoutes(app: FastifyInstance) {
  placeOrderRoutes(app);
  orderListRoutes(app);
  orderReadRoutes(app);
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

/** Lists: every order (admin), a user's orders. */
function orderListRoutes(app: FastifyInstance) {
  const route = typed(app);
  const service = app.orders;

  route.get(
    '/api/Order',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'All orders (admin). Whole list by default; page/pageSize to page it; X-Total-Count has the total. q finds an order number (EPH-000123 or 123), a customer name or email, or a payment reference; status and state filter.',
        querystring: {
          ...sortedPagingQuery(ORDER_SORTS, '-orderDate'),
          properties: {
            ...sortedPagingQuery(ORDER_SORTS, '-orderDate').properties,
            q: { type: 'string', maxLength: 100 },
            status: { type: 'string', enum: ORDER_STATUSES },
            state: { type: 'string', maxLength: 60, description: 'The delivery state, e.g. Kano or FCT.' },
          },
        },
        response: { 200: orders, ...errors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { q, status, state } = request.query;
      const { items, total } = await service.list(request.query.sort, window, { q, status, state });
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  for (const path of ['/api/Order/history/:userId', '/api/Order/user/:userId']) {
    route.get(
      path,
      {
        onRequest: app.requireUser,
        schema: { tags, security, summary: "A user's orders, newest first.", params: userIdParams, response: { 200: orders, ...errors } },
      },
      async (request) => {
        app.assertSelfOrAdmin(request, request.params.userId);
        return service.byUser(request.params.userId);
      },
    );
  }
}

/** One order: its status, or the whole order with its lines. */
function orderReadRoutes(app: FastifyInstance) {
  const route = typed(app);
  const service = app.orders;

  route.get(
    '/api/Order/track/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'An order as its tracking page shows it: status with its dated history, lines, address, window, refund.',
        params: idParams,
        response: { 200: order, ...errors },
      },
    },
    async (request) => service.get(request.user!, request.params.id),
  );

  route.get(
    '/api/Order/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, security, summary: 'One order with its lines.', params: idParams, response: { 200: order, ...errors } },
    },
    async (request) => service.get(request.user!, request.params.id),
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
