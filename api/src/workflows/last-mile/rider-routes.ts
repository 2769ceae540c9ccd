import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const riderRow = {
  type: 'object',
  required: ['userId', 'pharmacyId', 'name', 'phone'],
  properties: { userId: uuid, pharmacyId: uuid, name: { type: 'string' }, phone: { type: 'string' }, email: { type: 'string' } },
} as const;

/** A pharmacy's riders: staff add them (by e-mail), list them and take them off the pharmacy. */
export default async function riderRoutes(app: FastifyInstance) {
  const route = typed(app);
  const riders = app.riders;
  route.post(
    '/api/staff/riders',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Make an account (by its e-mail) a rider of a pharmacy: an admin names the pharmacy, a pharmacy's staff add riders to their own only (403 otherwise). The phone is what the shopper is told.",
        body: {
          type: 'object',
          required: ['email', 'phone'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', maxLength: 254 },
            phone: { type: 'string', maxLength: 30 },
            name: { type: 'string', maxLength: 60, description: 'The name the shopper is told; the account’s first name when left out.' },
            pharmacyId: uuid,
          },
        },
        response: { 200: riderRow, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => riders.bind(request.user!, request.body),
  );

  route.delete(
    '/api/staff/riders/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Take a rider off the pharmacy (the account stays; the rider loses the menu at the next sign-in or renewal, the rider's page at once). A pharmacy's staff remove their own riders only (404 otherwise). 409 `rider-has-parcels` while parcels are still with the rider.",
        params: idParams,
        response: { 204: { type: 'null', description: 'Removed.' }, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await riders.unbind(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );

  route.get(
    '/api/staff/riders',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The pharmacy's riders (an admin: every pharmacy's).",
        response: { 200: { type: 'array', items: riderRow }, ...errors(401, 403, 429) },
      },
    },
    async (request) => riders.list(request.user!),
  );
}
