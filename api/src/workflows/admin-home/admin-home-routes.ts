import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/lib/http-errors';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { adminHome, adminHomeSeries } from './admin-home-schemas';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The admin home: the business at a glance, and its charts' series. */
export default async function adminHomeRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/admin/home',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'The admin home (admin): sales today, this week and this month against the period before; orders waiting by state with the oldest one\u2019s age; prescriptions waiting, oldest first; low and out of stock with days of cover; open and failed refunds; payments flagged.',
        response: { 200: adminHome, ...errors(401, 403, 429) },
      },
    },
    async () => app.adminHome.home(),
  );

  route.get(
    '/api/admin/home/series',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Sales and orders per Lagos day for the last 30 days, or per month for the last 12 (admin), oldest first.',
        querystring: {
          type: 'object',
          properties: { span: { type: 'string', enum: ['days', 'months'], default: 'days' } },
        },
        response: { 200: adminHomeSeries, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => app.adminHome.series(request.query.span ?? 'days'),
  );

  await reorderLevelRoutes(app);
}

/** A medicine's reorder level, read and set by an admin. */
async function reorderLevelRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/medicine/:id/reorder-level',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "A medicine's reorder level (admin): as set (null: none), the default from the last 30 days' sales, and the one in force.",
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        response: {
          200: {
            type: 'object',
            required: ['reorderLevel', 'defaultLevel', 'effective', 'soldLast30Days'],
            properties: {
              reorderLevel: { type: ['integer', 'null'] },
              defaultLevel: { type: 'integer', description: '14 days of cover at the last 30 days\u2019 sales rate.' },
              effective: { type: 'integer' },
              soldLast30Days: { type: 'integer' },
            },
          },
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const level = await app.adminHome.reorderLevelOf(request.params.id);
      if (!level) throw notFound('There is no such medicine.');
      return level;
    },
  );

  route.put(
    '/api/medicine/:id/reorder-level',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "A medicine's reorder level (admin): at or under it the medicine is listed as low on the admin home and in the daily digest. null: the default, 14 days of cover at the last 30 days' sales rate.",
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        body: {
          type: 'object',
          required: ['reorderLevel'],
          additionalProperties: false,
          properties: { reorderLevel: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 } },
        },
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const found = await app.stock.setReorderLevel(request.user!, request.params.id, request.body.reorderLevel);
      if (!found) throw notFound('There is no such medicine.');
      return reply.code(204).send();
    },
  );
}
