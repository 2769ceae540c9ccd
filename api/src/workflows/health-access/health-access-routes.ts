import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { HealthAccessWorkflow } from './health-access-workflow';

const tags = ['users'];
const bearer = [{ bearerAuth: [] }];
const params = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;

const accessRequest = {
  type: 'object',
  required: [
    'id',
    'kind',
    'userId',
    'userName',
    'pharmacistRegistration',
    'laboratoryId',
    'requestedBy',
    'requestedByName',
    'requestedAt',
    'state',
    'decidedBy',
  ],
  properties: {
    id: uuid,
    kind: { type: 'string', enum: ['pharmacist', 'laboratory'] },
    userId: uuid,
    userName: { type: 'string' },
    pharmacistRegistration: { type: ['string', 'null'] },
    laboratoryId: nullableUuid,
    requestedBy: nullableUuid,
    requestedByName: {
      type: ['string', 'null'],
      description:
        "The name of the admin who asked, in the list of pending requests (null in a decision's answer, or when the account is gone).",
    },
    requestedAt: { type: 'string', format: 'date-time' },
    state: { type: 'string', enum: ['pending', 'approved', 'refused'] },
    decidedBy: nullableUuid,
  },
} as const;

/** Opening health data to an account: an admin asks, a second person (a pharmacist) approves. */
export default async function healthAccessRoutes(app: FastifyInstance) {
  const route = typed(app);
  const workflow = new HealthAccessWorkflow(app);

  route.put(
    '/api/admin/users/:id/laboratory',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['labs'],
        security: bearer,
        summary:
          'Ask to make a user staff of one laboratory (they would then see its bookings and results): a pending request (`accessRequestId`) until a pharmacist other than the admin who asked and the user approves it. `null` takes the binding back at once. Audited (admin only).',
        params,
        body: {
          type: 'object',
          required: ['laboratoryId'],
          additionalProperties: false,
          properties: { laboratoryId: nullableUuid },
        },
        response: {
          200: {
            type: 'object',
            required: ['userId', 'laboratoryId', 'accessRequestId'],
            properties: {
              userId: uuid,
              laboratoryId: {
                ...nullableUuid,
                description: 'The laboratory the user is staff of now (unchanged until the request is approved).',
              },
              accessRequestId: nullableUuid,
            },
          },
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => workflow.setLaboratory(request.user!, request.params.id, request.body.laboratoryId),
  );

  route.get(
    '/api/pharmacist/health-access-requests',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security: bearer,
        summary: 'Requests to open health data (the pharmacist role, a laboratory binding) waiting for a pharmacist, oldest first.',
        response: { 200: { type: 'array', items: accessRequest }, ...errors(401, 403, 429) },
      },
    },
    async () => workflow.pending(),
  );

  route.post(
    '/api/pharmacist/health-access-requests/:id',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security: bearer,
        summary:
          'Approve or refuse a request to open health data: a pharmacist who neither asked for it nor receives it (403 `health-access-two-people`); once (409). Audited.',
        params,
        body: { type: 'object', required: ['approve'], additionalProperties: false, properties: { approve: { type: 'boolean' } } },
        response: { 200: accessRequest, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => workflow.decide(request.user!, request.params.id, request.body.approve),
  );
}
