import type { FastifyInstance } from 'fastify';
import { errors as documentedErrors, typed, uuid } from '../../platform/http/schemas';
import { badRequest } from '../../platform/lib/http-errors';
import { failure, plan, planForReview, reviewInput, runReport, upcoming } from './refill-schemas';

const tags = ['refills'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429);
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const list = <T extends object>(items: T) => ({ type: 'object', properties: { items: { type: 'array', items } } }) as const;
const noStore = 'private, no-store';

/** The admin's lists and the scheduler button; the pharmacist's review of plans' prescriptions. */
export function refillStaffRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.refillWorkflow;
  route.get(
    '/api/admin/refills',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, summary: 'Every refill plan (500 at most), next date first.', response: { 200: list(plan), ...errors } },
    },
    async () => ({ items: await flow.adminPlans() }),
  );
  route.get(
    '/api/admin/refills/upcoming',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "The next 7 days' refills by medicine (plans, units, first day), for stock planning.",
        response: { 200: upcoming, ...errors },
      },
    },
    async () => flow.upcoming(),
  );
  route.get(
    '/api/admin/refills/failures',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Refills to follow up: retrying, given up (plan paused) or waiting for the shopper.',
        response: { 200: list(failure), ...errors },
      },
    },
    async () => ({ items: await flow.failures() }),
  );
  route.post(
    '/api/admin/refills/run',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Runs the refill scheduler now on this replica. Outside production `at` first sets the refills' clock (to try a plan's dates).",
        body: { type: ['object', 'null'], properties: { at: { type: 'string', format: 'date-time' } } },
        response: { 200: runReport, ...errors },
      },
    },
    async (request) => {
      const at = request.body?.at;
      if (at) {
        if (app.config.env === 'production') throw badRequest("The refills' clock cannot be moved in production.");
        app.refillClock.set(new Date(at));
      }
      return app.runRefills();
    },
  );
}

/** The pharmacist's review of prescription-only plans' prescriptions. */
export function refillPharmacistRoutes(app: FastifyInstance) {
  const route = typed(app);
  const reviews = app.refillReviews;
  route.get(
    '/api/pharmacist/refills',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          "Refill plans waiting for a pharmacist to check their prescription, the soonest refill first, each with its patient and prescription (pharmacists only; each prescription read is logged). A pharmacist's own plans are not listed.",
        response: { 200: list(planForReview), ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send({ items: await reviews.awaitingReview(request.user!, request.ip) }),
  );
  route.get(
    '/api/pharmacist/refills/:id',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          "One refill plan waiting for a pharmacist's check of its prescription, with the prescription (logged). 409 once checked; 403 for the pharmacist's own plan.",
        params: idParams,
        response: { 200: planForReview, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', noStore).send(await reviews.oneForReview(request.user!, request.params.id, request.ip)),
  );
  route.post(
    '/api/pharmacist/refills/:id/review',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          "Approve a plan's prescription with the units it allows (refills never take more), or refuse it with the reason (kept on the plan and told to the patient by mail, and by text where they consented; nothing is charged).",
        params: idParams,
        body: reviewInput,
        response: { 200: plan, ...errors },
      },
    },
    async (request) => reviews.reviewPrescription(request.user!, request.params.id, request.body),
  );
}
