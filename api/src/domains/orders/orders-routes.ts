import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '../../platform/db/schema/index';
import { pageWindow, setPagingHeaders, sortedPagingQuery } from '../../platform/lib/paging';
import { errors as documentedErrors, uuid, typed } from '../../platform/http/schemas';
import { order } from './orders-schemas';

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

/**
 * Orders, read by their owner or an admin. Placing one, reordering it and changing its status are
 * the checkout's (workflows/checkout/order-routes.ts).
 */
export default async function ordersRoutes(app: FastifyInstance) {
  orderListRoutes(app);
  orderReadRoutes(app);
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
