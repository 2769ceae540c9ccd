import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { badRequest, notFound } from '../../platform/lib/http-errors';
import { IncidentsService, REGULATOR_HOURS, SHOPPER_NOTICE_TEMPLATE, withClock } from './incidents';

const tags = ['privacy'];
const security = [{ bearerAuth: [] }];

const incident = {
  type: 'object',
  required: [
    'id',
    'title',
    'description',
    'dataAffected',
    'shoppersAffected',
    'discoveredAt',
    'regulatorNotifiedAt',
    'shopperNotice',
    'status',
  ],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    dataAffected: { type: 'string' },
    shoppersAffected: { type: 'integer' },
    discoveredAt: { type: 'string' },
    regulatorNotifiedAt: { type: ['string', 'null'] },
    shopperNotice: { type: 'string' },
    status: { type: 'string', enum: ['open', 'regulator-notified', 'closed'] },
    regulatorDeadline: { type: 'string', description: `${REGULATOR_HOURS} hours after it was discovered.` },
    hoursLeft: { type: 'integer', description: 'Whole hours until the deadline (0 once notified or past it).' },
    overdue: { type: 'boolean', description: 'The regulator was (or is still not) told after the deadline.' },
  },
} as const;
const newIncident = {
  type: 'object',
  required: ['title', 'description', 'discoveredAt'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 3, maxLength: 200 },
    description: { type: 'string', minLength: 3, maxLength: 5000 },
    dataAffected: { type: 'string', maxLength: 1000 },
    shoppersAffected: { type: 'integer', minimum: 0, maximum: 100_000_000 },
    discoveredAt: { type: 'string', format: 'date-time', maxLength: 40 },
    shopperNotice: { type: 'string', maxLength: 5000 },
  },
} as const;
const incidentChange = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    regulatorNotifiedAt: { type: 'string', format: 'date-time', maxLength: 40 },
    status: { type: 'string', enum: ['closed'] },
  },
} as const;
const notBefore2000 = (value: string) => {
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at.getFullYear() < 2000 || at.getTime() > Date.now() + 60_000)
    throw badRequest('Give a real time, not in the future.');
  return at;
};

/** The admin's record of personal-data breaches, with the 72-hour clock and the shopper notice template. */
export default async function incidentRoutes(app: FastifyInstance) {
  const route = typed(app);
  const incidents = new IncidentsService(app.db);
  route.get(
    '/api/admin/privacy/incidents',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Recorded data incidents, newest first, each with its 72-hour clock; and the shopper notice template.',
        response: {
          200: {
            type: 'object',
            required: ['items', 'noticeTemplate'],
            properties: { items: { type: 'array', items: incident }, noticeTemplate: { type: 'string' } },
          },
          ...errors(401, 403, 429),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: (await incidents.list()).map(serial), noticeTemplate: SHOPPER_NOTICE_TEMPLATE };
    },
  );

  route.post(
    '/api/admin/privacy/incidents',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Record a data incident: when it was discovered starts the 72-hour clock for notifying the regulator.',
        body: newIncident,
        response: { 201: incident, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await incidents.record({ ...body, discoveredAt: notBefore2000(body.discoveredAt) }, request.user!.id);
      return reply.code(201).send(serial(created));
    },
  );

  route.post(
    '/api/admin/privacy/incidents/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Mark the regulator told (when), or close the incident.',
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        body: incidentChange,
        response: { 200: incident, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { regulatorNotifiedAt, status } = request.body;
      // Unknown fields are dropped by the schema, so {"foo": 1} passes minProperties and arrives empty.
      if (regulatorNotifiedAt === undefined && status === undefined)
        throw badRequest('Send regulatorNotifiedAt (when the regulator was told) or status "closed".', [
          { field: 'regulatorNotifiedAt', message: 'Send regulatorNotifiedAt or status.' },
        ]);
      const updated = await incidents.update(request.params.id, {
        regulatorNotifiedAt: regulatorNotifiedAt ? notBefore2000(regulatorNotifiedAt) : undefined,
        status,
      });
      if (!updated) throw notFound('There is no incident with this id.');
      return serial(updated);
    },
  );
}

const serial = (i: ReturnType<typeof withClock>) => ({
  ...i,
  discoveredAt: i.discoveredAt.toISOString(),
  regulatorNotifiedAt: i.regulatorNotifiedAt?.toISOString() ?? null,
  createdAt: i.createdAt.toISOString(),
});
