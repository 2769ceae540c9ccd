import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { promotion, promotionInput } from './promotions-schemas';

const tags = ['promotions'];
const security = [{ bearerAuth: [] }];

/** Discount codes (admins): list, create, pause and resume. Shoppers use them at checkout. */
export default async function promotionsRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/admin/promotions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Every discount code, newest first, with its uses (admin).',
        response: { 200: { type: 'array', items: promotion }, ...errors(401, 403, 429) },
      },
    },
    async () => app.promotions.list(),
  );

  route.post(
    '/api/admin/promotions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Create a discount code (admin): a percentage or an amount off the OTC and pharmacy-only lines (never prescription-only ones), from a minimum basket, between two dates, with a total and a per-shopper limit. Recorded in the audit log.',
        body: promotionInput,
        response: { 201: promotion, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return app.promotions.create(request.user!, request.body);
    },
  );

  route.patch(
    '/api/admin/promotions/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Pause or resume a code (admin); recorded in the audit log.',
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        body: { type: 'object', required: ['active'], additionalProperties: false, properties: { active: { type: 'boolean' } } },
        response: { 200: promotion, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => app.promotions.setActive(request.user!, request.params.id, request.body.active),
  );
}
