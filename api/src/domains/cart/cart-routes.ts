import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/http/schemas';
import * as s from './cart-schemas';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];

/** The shopper's cart. Only its owner (or an admin) reads or changes it. */
export default async function cartRoutes(app: FastifyInstance) {
  cartItemRoutes(app);
  cartRemovalRoutes(app);
  cartNoticeRoutes(app);
}

/** What the shop took out of the cart since the shopper last looked (a withdrawn medicine): told once. */
function cartNoticeRoutes(app: FastifyInstance) {
  typed(app).get(
    '/api/carts/notices',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The notices of a cart (a medicine withdrawn from sale was taken out of it), oldest first. Each is told once: reading them as the cart's owner removes them; an admin reading another cart leaves them for its owner.",
        querystring: s.userIdQuery,
        response: { 200: s.cartNotices, ...s.errors },
      },
    },
    async (request) => {
      app.assertSelfOrAdmin(request, request.query.userId);
      const own = request.user!.id === request.query.userId;
      return { notices: own ? await app.carts.takeNotices(request.query.userId) : await app.carts.peekNotices(request.query.userId) };
    },
  );
}

/** Reading the cart, adding a medicine, setting a quantity. */
function cartItemRoutes(app: FastifyInstance) {
  const carts = app.carts;
  const route = typed(app);

  route.get(
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

  route.post(
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

  route.put(
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
}

/** Removing one item, emptying the cart. */
function cartRemovalRoutes(app: FastifyInstance) {
  const carts = app.carts;
  const route = typed(app);

  route.delete(
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

  route.delete(
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
