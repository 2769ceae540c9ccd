import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import * as s from './labs-schemas';

const tags = ['labs'];
const bearer = [{ bearerAuth: [] }];

/** Lab tests at the laboratory or at home: what each laboratory offers, its slots, and booking. */
export default async function labsRoutes(app: FastifyInstance) {
  const route = typed(app);
  const labs = app.labs;

  route.get(
    '/api/labs/tests',
    {
      schema: {
        tags,
        summary: 'The tests the laboratories publish.',
        response: { 200: { type: 'array', items: s.labTest }, ...errors(429) },
      },
    },
    async () => labs.tests(),
  );

  route.get(
    '/api/labs/tests/:id/slots',
    {
      schema: {
        tags,
        summary: "The test's laboratory's upcoming collection slots by area, with places left and the home-collection fee.",
        params: s.idParams,
        response: { 200: { type: 'array', items: s.slot }, ...errors(400, 404, 429) },
      },
    },
    async (request) => labs.slots(request.params.id),
  );

  route.post(
    '/api/labs/bookings',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          'Book a test in a slot, at the laboratory or at home (a slot is never overbooked: 409 when full). The place is held awaiting payment.',
        body: s.bookBody,
        response: { 201: s.booking, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await labs.book(request.user!, request.body)),
  );

  route.get(
    '/api/labs/bookings',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "The shopper's lab bookings, newest first.",
        response: { 200: { type: 'array', items: s.booking }, ...errors(401, 429) },
      },
    },
    async (request) => labs.mine(request.user!),
  );

  route.get(
    '/api/admin/labs/figures',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Lab bookings of the last days: paid, cancelled and refunded, collected, no-shows, results uploaded.',
        querystring: s.figuresQuery,
        response: { 200: s.figures, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => labs.figures(request.query.days ?? 30),
  );
}
