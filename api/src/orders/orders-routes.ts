import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES, type OrderStatus } from '../db/schema/index';
import { pageWindow, setPagingHeaders, sortedPagingQuery } from '../lib/paging';
import type { OrderSort } from './orders-repository';
import { errors as documentedErrors, uuid } from '../http/schemas';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429, 502);
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const userIdParams = { type: 'object', required: ['userId'], properties: { userId: uuid } } as const;
const ORDER_SORTS = ['orderDate', '-orderDate', 'totalPrice', '-totalPrice', 'status', '-status'] as const;

const order = {
  type: 'object',
  properties: {
    orderId: uuid,
    userId: uuid,
    totalPrice: { type: 'number', description: 'Naira.' },
    orderDate: { type: 'string', description: 'ISO 8601.' },
    status: { type: 'string', enum: ORDER_STATUSES },
    orderItems: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          medicineId: { type: ['string', 'null'] },
          medicineName: { type: 'string' },
          quantity: { type: 'integer' },
          price: { type: 'number', description: 'Unit price paid, naira.' },
        },
      },
    },
    paymentReference: { type: 'string' },
    shippingAddress: { type: 'string' },
  },
} as const;
const orders = { type: 'array', items: order } as const;

/** Orders: placed once per successful payment, read by their owner or an admin, moved by admins. */
export default async function ordersRoutes(app: FastifyInstance) {
  const service = app.orders;

  app.post<{ Body: { userId?: string; reference?: string } }>(
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
      const { order: placed, created } = await app.checkout.placeOrder(request.user!, userId, body.reference);
      return reply.status(created ? 201 : 200).send(placed);
    },
  );

  app.get<{ Querystring: { page?: number; pageSize?: number; sort: OrderSort } }>(
    '/api/Order',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'All orders (admin). Whole list by default; page/pageSize to page it; X-Total-Count has the total.',
        querystring: sortedPagingQuery(ORDER_SORTS, '-orderDate'),
        response: { 200: orders, ...errors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await service.list(request.query.sort, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  for (const path of ['/api/Order/history/:userId', '/api/Order/user/:userId']) {
    app.get<{ Params: { userId: string } }>(
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

  app.get<{ Params: { id: string } }>(
    '/api/Order/track/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The status of an order.',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { orderId: uuid, userId: uuid, status: { type: 'string', enum: ORDER_STATUSES }, orderDate: { type: 'string' } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const found = await service.get(request.user!, request.params.id);
      return { orderId: found.orderId, userId: found.userId, status: found.status, orderDate: found.orderDate };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/Order/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, security, summary: 'One order with its lines.', params: idParams, response: { 200: order, ...errors } },
    },
    async (request) => service.get(request.user!, request.params.id),
  );

  app.put<{ Params: { id: string }; Body: { status: OrderStatus } }>(
    '/api/Order/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Change the status: Pending -> Processing -> Shipped -> Delivered, or Pending/Processing -> Canceled (admins); a user may cancel their own Pending order. Cancelling refunds the payment.',
        params: idParams,
        body: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ORDER_STATUSES } } },
        response: { 200: order, ...errors },
      },
    },
    async (request) => app.checkout.changeOrderStatus(request.user!, request.params.id, request.body.status),
  );
}
