import type { FastifyInstance } from 'fastify';
import * as s from './cart-schemas';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];

/** The shopper's cart. Only its owner (or an admin) reads or changes it. */
export default async function cartRoutes(app: FastifyInstance) {
  const carts = app.carts;

  app.get<{ Querystring: { userId: string } }>(
    '/api/carts/getcartitems',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The items in a cart, with their medicine and catalogue price.',
        querystring: s.userIdQuery,
        response: { 200: s.cartItems, ...s.errors },
      },
    },
    async (request) => {
      app.assertSelfOrAdmin(request, request.query.userId);
      return carts.items(request.query.userId);
    },
  );

  app.post<{ Body: { medicineId: string; quantity: number; userId: string } }>(
    '/api/carts/add',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Add a medicine; if it is already in the cart its quantity goes up (at most 99). Answers the updated cart.',
        body: s.addBody,
        response: { 200: s.cart, ...s.errors },
      },
    },
    async (request) => {
      app.assertSelfOrAdmin(request, request.body.userId);
      return carts.add(request.body.userId, request.body.medicineId, request.body.quantity);
    },
  );

  app.put<{ Body: { cartItemId: string; quantity: number; userId?: string } }>(
    '/api/carts/updateCartItem',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Set the quantity of a cart item (1 to 99). Answers the updated cart.',
        body: s.updateBody,
        response: { 200: s.cart, ...s.errors },
      },
    },
    async (request) => carts.update(request.user!, request.body.cartItemId, request.body.quantity, request.body.userId),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/carts/removecartitem/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Remove one item. Answers the updated cart.',
        params: s.idParams,
        response: { 200: s.cart, ...s.errors },
      },
    },
    async (request) => carts.remove(request.user!, request.params.id),
  );

  app.delete<{ Params: { userId: string } }>(
    '/api/carts/clearcart/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Empty the cart. Answers the (empty) cart.',
        params: s.userIdParams,
        response: { 200: s.cart, ...s.errors },
      },
    },
    async (request) => {
      app.assertSelfOrAdmin(request, request.params.userId);
      return carts.clear(request.params.userId);
    },
  );
}
