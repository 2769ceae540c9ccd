import type { FastifyInstance } from 'fastify';
import { errors, uuid, typed } from '../../platform/http/schemas';
import { entry } from './audit-schemas';
import { pageWindow, pagingQueryProperties, setPagingHeaders } from '../../platform/lib/paging';

const tags = ['audit'];
const security = [{ bearerAuth: [] }];

/** The audit log of admin changes (admins only), newest first. */
export default async function auditRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/admin/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Admin changes, newest first; filter by record (entityType, entityId), by admin (actorId), by action or text.',
        querystring: {
          type: 'object',
          properties: {
            ...pagingQueryProperties,
            entityType: {
              type: 'string',
              enum: [
                'medicine',
                'category',
                'pharmacy',
                'ambulance',
                'laboratory',
                'order',
                'user',
                'prescription-check',
                'medication-profile',
                'medication-safety-rules',
                'medication-safety-hold',
                'search-term',
                'delivery-handover-photo',
              ],
            },
            entityId: uuid,
            actorId: uuid,
            action: { type: 'string', maxLength: 40 },
            search: { type: 'string', maxLength: 100, description: 'Part of the record or admin name' },
          },
        },
        response: { 200: { type: 'array', items: entry }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { page: _p, pageSize: _s, ...filter } = request.query;
      const { items, total } = await app.audit.list({ ...filter, search: filter.search?.trim() || undefined }, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.get(
    '/api/admin/audit/actors',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'The admins who appear in the audit log (for its filter).',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['actorId', 'actorName'],
              properties: { actorId: { type: ['string', 'null'] }, actorName: { type: 'string' } },
            },
          },
          ...errors(401, 403, 429),
        },
      },
    },
    async () => app.audit.actors(),
  );
}
