import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import * as s from './conversations-schemas';

const tags = ['conversations'];
const bearer = [{ bearerAuth: [] }];
const reader = (request: FastifyRequest) => ({ user: request.user, ip: request.ip });

/** "Ask a pharmacist": the shopper's threads, the pharmacists' queue and the admin's figures. */
export default async function conversationsRoutes(app: FastifyInstance) {
  shopperRoutes(app);
  threadRoutes(app);
  staffRoutes(app);
}

/** The shopper's threads (and the expected wait, for anyone). */
function shopperRoutes(app: FastifyInstance) {
  const route = typed(app);
  const conversations = app.conversations;

  route.get(
    '/api/pharmacist/expected-wait',
    {
      schema: {
        tags,
        summary: 'When a pharmacist will answer a question sent now (from the pharmacist hours and recent answers).',
        response: { 200: s.expectedWait, ...errors(429) },
      },
    },
    async () => conversations.expectedWait(),
  );

  route.post(
    '/api/conversations',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "Ask a pharmacist: opens a thread about a medicine, order, prescription or refill plan, or about nothing in particular. 409 `consent-required` unless the shopper's consent to keeping their conversations (health-data, conversations) is in force.",
        body: s.openBody,
        response: { 201: s.opened, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await conversations.open(request.user!, request.body)),
  );

  route.get(
    '/api/conversations',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "The shopper's own threads, newest first.",
        response: { 200: { type: 'array', items: s.thread }, ...errors(401, 429) },
      },
    },
    async (request) => conversations.mine(request.user!),
  );

  route.get(
    '/api/conversations/:id',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        security: bearer,
        summary: 'A thread and its messages: its shopper and pharmacists only; every read by someone signed in is logged.',
        params: s.idParams,
        response: { 200: s.threadWithMessages, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => conversations.get(reader(request), request.params.id),
  );

  route.post(
    '/api/conversations/:id/messages',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "The shopper adds a message, or a pharmacist replies (signed with the pharmacist's name and PCN number). 409 `consent-required` once the shopper's consent to keeping their conversations is not in force (withdrawn or never given).",
        params: s.idParams,
        body: s.postBody,
        response: { 201: s.posted, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await conversations.post(reader(request), request.params.id, request.body.message)),
  );
}

/** Closing a thread and who read it. */
function threadRoutes(app: FastifyInstance) {
  const route = typed(app);
  const conversations = app.conversations;

  route.post(
    '/api/conversations/:id/close',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Close a thread (its shopper or a pharmacist).',
        params: s.idParams,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await conversations.close(reader(request), request.params.id);
      return reply.status(204).send();
    },
  );

  route.get(
    '/api/conversations/:id/access-log',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Who read the thread (allowed or refused), newest first: for its shopper and pharmacists.',
        params: s.idParams,
        response: { 200: { type: 'array', items: s.accessEntry }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => conversations.accessLog(request.user!, request.params.id),
  );
}

/** The pharmacists' queue and the admin's figures. */
function staffRoutes(app: FastifyInstance) {
  const route = typed(app);
  const conversations = app.conversations;

  route.get(
    '/api/pharmacist/conversations',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security: bearer,
        summary: 'The pharmacists\u2019 queue: threads waiting for a reply, emergencies first, then the longest wait.',
        response: { 200: { type: 'array', items: s.queueItem }, ...errors(401, 403, 429) },
      },
    },
    async () => conversations.queue(),
  );

  route.get(
    '/api/admin/conversations/figures',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Response times within pharmacist hours (median, 90th percentile), threads opened and waiting.',
        querystring: s.figuresQuery,
        response: { 200: s.figures, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => conversations.figures(request.query.days ?? 30),
  );
}
