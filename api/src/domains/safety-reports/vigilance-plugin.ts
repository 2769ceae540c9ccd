import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SAFETY_REPORT_KINDS, SAFETY_REPORT_STATES } from '../../platform/db/schema/safety-reports';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { VigilanceService } from './vigilance-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Side-effect and suspected-fake reports (vigilance/). */
    vigilance: VigilanceService;
  }
}

const security = [{ bearerAuth: [] }];
const tags = ['prescriptions'];

const reportJson = {
  type: 'object',
  required: ['id', 'kind', 'state', 'medicineName', 'lotNumber', 'description', 'contactPhone', 'triageNote', 'createdAt'],
  properties: {
    id: uuid,
    kind: { type: 'string', enum: SAFETY_REPORT_KINDS },
    state: { type: 'string', enum: SAFETY_REPORT_STATES },
    medicineId: { type: ['string', 'null'] },
    medicineName: { type: 'string' },
    orderId: { type: ['string', 'null'] },
    orderNumber: { type: ['string', 'null'], description: 'EPH-000123 when sent from an order' },
    lotNumber: { type: 'string', description: 'The batch number on the pack (may be empty for a side effect)' },
    description: { type: 'string' },
    contactPhone: { type: 'string' },
    customerName: { type: ['string', 'null'] },
    customerEmail: { type: ['string', 'null'] },
    triageNote: { type: 'string' },
    triagedAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
} as const;

const reportBody = {
  type: 'object',
  required: ['kind', 'medicineId', 'description'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: SAFETY_REPORT_KINDS },
    medicineId: uuid,
    orderId: uuid,
    lotNumber: { type: 'string', maxLength: 40, pattern: '^[A-Za-z0-9 ./-]*$' },
    description: { type: 'string', minLength: 10, maxLength: 2000 },
    contactPhone: { type: 'string', maxLength: 20, pattern: '^[0-9 +()-]*$' },
  },
} as const;

/** Shoppers report side effects and suspected fakes; pharmacists triage them. */
export default fp(
  async function vigilance(app: FastifyInstance) {
    app.decorate('vigilance', new VigilanceService(app.db));
    const route = typed(app);
    route.post(
      '/api/safety-reports',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary:
            'Report a side effect or a suspected fake medicine (signed in). From an order: it must be your own, delivered, hold the medicine, and a batch number given must be one it received. A suspected fake needs the batch number.',
          body: reportBody,
          response: {
            201: {
              type: 'object',
              required: ['id', 'state', 'createdAt'],
              properties: { id: uuid, state: { type: 'string', enum: SAFETY_REPORT_STATES }, createdAt: { type: 'string' } },
            },
            ...errors(400, 401, 404, 409, 429),
          },
        },
      },
      async (request, reply) => reply.code(201).send(await app.vigilance.report(request.user!.id, request.body)),
    );
    route.get(
      '/api/pharmacist/safety-reports',
      {
        onRequest: app.requirePharmacist,
        schema: {
          tags,
          security,
          summary:
            'Side-effect and suspected-fake reports to triage, oldest first: open ones (not closed) unless which=all (pharmacists only).',
          querystring: { type: 'object', properties: { which: { type: 'string', enum: ['open', 'all'] } } },
          response: {
            200: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: reportJson } } },
            ...errors(400, 401, 403, 429),
          },
        },
      },
      async (request, reply) =>
        reply.header('cache-control', 'private, no-store').send({ items: await app.vigilance.list(request.query.which ?? 'open') }),
    );
    route.patch(
      '/api/pharmacist/safety-reports/:id',
      {
        onRequest: app.requirePharmacist,
        schema: {
          tags,
          security,
          summary: "Move a report on: reviewing, sent-to-nafdac or closed, with the pharmacist's note (pharmacists only).",
          params: { type: 'object', required: ['id'], properties: { id: uuid } },
          body: {
            type: 'object',
            required: ['state'],
            additionalProperties: false,
            properties: { state: { type: 'string', enum: SAFETY_REPORT_STATES }, note: { type: 'string', maxLength: 1000 } },
          },
          response: {
            200: {
              type: 'object',
              required: ['id', 'state', 'triageNote'],
              properties: { id: uuid, state: { type: 'string', enum: SAFETY_REPORT_STATES }, triageNote: { type: 'string' } },
            },
            ...errors(400, 401, 403, 404, 429),
          },
        },
      },
      async (request) => app.vigilance.triage(request.user!.id, request.params.id, request.body),
    );
  },
  { name: 'vigilance', dependencies: ['db'] },
);
