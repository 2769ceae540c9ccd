import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import { preferredLanguage } from '../../platform/lib/message-catalogues';
import * as s from './dispatch-schemas';

const tags = ['dispatch'];
const DEVICE_COOKIE = 'ep_device';

/** The caller's device id: the X-Device-Id header (the app) or the ep_device cookie (the site), if it looks like one. */
function deviceIdOf(request: FastifyRequest): string | null {
  const header = request.headers['x-device-id'];
  const fromCookie = /(?:^|;\s*)ep_device=([A-Za-z0-9_-]{8,64})/.exec(request.headers.cookie ?? '')?.[1];
  const id = (typeof header === 'string' ? header.trim() : '') || fromCookie || '';
  return /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : null;
}
const bearer = [{ bearerAuth: [] }];

/** Ambulance requests (anyone, no payment) and the dispatch board (admins). */
export default async function dispatchRoutes(app: FastifyInstance) {
  callerRoutes(app);
  dispatcherRoutes(app);
}

/** The caller: request, follow, cancel (signed in or not). */
function callerRoutes(app: FastifyInstance) {
  const route = typed(app);
  const dispatch = app.dispatch;

  route.post(
    '/api/ambulance-requests',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary:
          'Request one of our ambulances (signed in or not; limited per phone, per address typed, per device (`ep_device` cookie or `X-Device-Id`) and per client address). Answers a tracking code; a caller without an account who gave a Nigerian mobile is texted the link to the status page (once per request, in the language of Accept-Language). A refusal (429 `call-emergency-line`) tells the caller to call 112 (or 767 in Lagos).',
        body: s.requestBody,
        response: { 201: s.created, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const deviceId = deviceIdOf(request);
      // A browser without a device id gets one, so its next requests are counted as one device.
      if (!deviceId)
        reply.header(
          'set-cookie',
          `${DEVICE_COOKIE}=${crypto.randomBytes(16).toString('base64url')}; Path=/api/ambulance-requests; Max-Age=31536000; HttpOnly; SameSite=Lax`,
        );
      const locale = preferredLanguage(request.headers['accept-language']);
      return reply.status(201).send(await dispatch.request(request.user, request.body, { ip: request.ip, deviceId, locale }));
    },
  );

  route.get(
    '/api/ambulance-requests/:id',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: "A request's status, for the caller (with its tracking code, or signed in as the account that asked).",
        params: s.idParams,
        querystring: s.codeQuery,
        response: { 200: s.callerView, ...errors(400, 403, 404, 429) },
      },
    },
    async (request) => dispatch.track(request.user, request.params.id, request.query.code),
  );

  route.post(
    '/api/ambulance-requests/:id/cancel',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: 'The caller cancels the request (recorded, not deleted).',
        params: s.idParams,
        querystring: s.codeQuery,
        response: { 200: s.callerView, ...errors(400, 403, 404, 409, 429) },
      },
    },
    async (request) => dispatch.cancelByCaller(request.user, request.params.id, request.query.code),
  );
}

/** The dispatchers (admins): the board, assigning, moving a request on, the figures. */
function dispatcherRoutes(app: FastifyInstance) {
  const route = typed(app);
  const dispatch = app.dispatch;

  route.get(
    '/api/dispatch/board',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Open requests (and the last day’s) and the ambulances, available or not.',
        response: { 200: s.board, ...errors(401, 403, 429) },
      },
    },
    async () => dispatch.board(),
  );

  route.post(
    '/api/dispatch/requests/:id/assign',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Assign an available ambulance to a waiting request (one ambulance, one open request).',
        params: s.idParams,
        body: s.assignBody,
        response: { 200: s.dispatcherView, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => dispatch.assign(request.user!, request.params.id, request.body.ambulanceId, request.body.crewPhone),
  );

  route.post(
    '/api/dispatch/requests/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'On the way, arrived, closed; or cancelled / false alarm (recorded with a reason).',
        params: s.idParams,
        body: s.statusBody,
        response: { 200: s.dispatcherView, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => dispatch.setStatus(request.params.id, request.body.status, request.body.reason),
  );

  route.post(
    '/api/dispatch/requests/:id/close-source',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary:
          'Close a flood in one action: every request still waiting for an ambulance from the same device (or client address) as this one becomes a false alarm, with the reason. Requests with an ambulance on them are left alone.',
        params: s.idParams,
        body: { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 500 } } },
        response: {
          200: { type: 'object', required: ['closed'], properties: { closed: { type: 'array', items: s.dispatcherView } } },
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => dispatch.closeSource(request.user!, request.params.id, request.body?.reason),
  );

  route.get(
    '/api/admin/dispatch/figures',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Ambulance requests by outcome and median times.',
        querystring: s.figuresQuery,
        response: { 200: s.figures, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => dispatch.figures(request.query.days ?? 30),
  );
}
