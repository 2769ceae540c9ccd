import type { FastifyInstance } from 'fastify';
import { SHORTFALL_RESOLUTIONS } from '../../platform/db/schema/stock';
import { errors, uuid, typed } from '../../platform/http/schemas';
import { conflict } from '../../platform/lib/http-errors';
import { shortfall } from '../../domains/stock/stock-schemas';

const tags = ['stock'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

/** An order's stock shortfall resolved (admin): a refund cancels the order through the checkout, then stock records the choice. */
export default async function shortfallRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/admin/stock-shortfalls/:id/resolve',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Resolve an order shortfall (admin): refund cancels the order (refunding its payment and returning the units it took); backorder keeps the order to be filled when stock arrives.',
        params: idParams,
        body: {
          type: 'object',
          required: ['resolution'],
          properties: { resolution: { type: 'string', enum: SHORTFALL_RESOLUTIONS } },
        },
        response: { 200: shortfall, ...errors(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const found = await app.stock.shortfall(request.params.id);
      if (found.resolution) {
        throw conflict(`This shortfall was already resolved (${found.resolution}).`);
      }
      if (request.body.resolution === 'refund') await app.checkout.changeOrderStatus(request.user!, found.orderId, 'Canceled');
      await app.stock.resolve(request.user!, found, request.body.resolution);
      return app.stock.shortfall(found.id);
    },
  );
}
