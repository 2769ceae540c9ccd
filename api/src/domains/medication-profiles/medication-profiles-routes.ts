import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { addBody, listsJson, PROFILE_LISTS, profileJson, profileList, replaceBody, staffProfileList } from './medication-profiles-schemas';

const tags = ['medication-profiles'];
const security = [{ bearerAuth: [] }];
const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
const noParams = { type: 'object', additionalProperties: false, properties: {} } as const;
const params = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const CONSENT = "409 `consent-required` unless the shopper's health-data consent (prescriptions) is in force.";

const privateAnswer = { 'cache-control': 'private, no-store' };

/** The shopper's medication profiles (their own and the people they buy for), and a pharmacist's audited read. */
export default async function medicationProfilesRoutes(app: FastifyInstance) {
  readRoutes(app);
  editRoutes(app);
  staffRoutes(app);
}

/** The shopper reads their profiles. */
function readRoutes(app: FastifyInstance) {
  const route = typed(app);
  const profiles = app.medicationProfiles;

  route.get(
    '/api/medication-profiles',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `The people the shopper keeps a medication profile for, "myself" first (made, empty, on first use). ${CONSENT}`,
        params: noParams,
        querystring: noQuery,
        response: { 200: profileList, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) => reply.headers(privateAnswer).send({ items: await profiles.list(request.user!.id) }),
  );

  route.get(
    '/api/medication-profiles/lists',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'The fixed lists a profile picks from (relationships, sexes, allergies by ingredient and by class, long-term conditions) and its limits. Not health data: no consent needed.',
        params: noParams,
        querystring: noQuery,
        response: { 200: listsJson, ...errors(401, 429) },
      },
    },
    async (_request, reply) => reply.headers({ 'cache-control': 'private, max-age=3600' }).send(PROFILE_LISTS),
  );

  route.get(
    '/api/medication-profiles/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `One of the shopper's profiles (404 for another shopper's). ${CONSENT}`,
        params,
        querystring: noQuery,
        response: { 200: profileJson, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.headers(privateAnswer).send(await profiles.one(request.user!.id, request.params.id)),
  );
}

/** The shopper adds, replaces and removes profiles. */
function editRoutes(app: FastifyInstance) {
  const route = typed(app);
  const profiles = app.medicationProfiles;
  route.post(
    '/api/medication-profiles',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Add a person the shopper buys for (a child, a parent...): a name or label and a date of birth are required; at most 10 people, yourself included (409 too-many-profiles). ${CONSENT}`,
        params: noParams,
        querystring: noQuery,
        body: addBody,
        response: { 201: profileJson, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .headers(privateAnswer)
        .send(await profiles.add(request.user!.id, request.body)),
  );

  route.put(
    '/api/medication-profiles/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Replace a profile with the version read (409 when it changed since); what the body leaves out is emptied. ${CONSENT}`,
        params,
        querystring: noQuery,
        body: replaceBody,
        response: { 200: profileJson, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.headers(privateAnswer).send(await profiles.replace(request.user!.id, request.params.id, request.body)),
  );

  route.delete(
    '/api/medication-profiles/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Remove a person's profile (403 own-profile for the shopper's own). ${CONSENT}`,
        params,
        querystring: noQuery,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await profiles.delete(request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );
}

/** A pharmacist reads a shopper's profiles; every read is audited. */
function staffRoutes(app: FastifyInstance) {
  typed(app).get(
    '/api/pharmacist/medication-profiles/:userId',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary: "A shopper's medication profiles (pharmacists only: the database's flag, not the token); every read is in the audit log.",
        params: { type: 'object', required: ['userId'], properties: { userId: uuid } },
        querystring: noQuery,
        response: { 200: staffProfileList, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply
        .headers(privateAnswer)
        .send({ userId: request.params.userId, items: await app.medicationProfiles.staffRead(request.user!, request.params.userId) }),
  );
}
