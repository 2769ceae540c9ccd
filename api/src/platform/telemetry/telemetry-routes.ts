import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../http/schemas';
import { remoteVersionSummary, telemetryBody } from './telemetry-schemas';

const tags = ['telemetry'];

/** POST /api/telemetry/remotes (any browser, rate-limited) and GET /api/admin/telemetry/remotes (admins). */
export default async function telemetryRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/telemetry/remotes',
    {
      // Reports are small batches (fetch with keepalive, JSON).
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: "Remotes' load timings and failures from a browser, with each remote's name and version (no personal data).",
        body: telemetryBody,
        response: { 202: { type: 'null' }, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const visitor = /(?:^|;\s*)epharmacy\.visitor=([A-Za-z0-9_-]{1,64})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1] ?? null;
      await app.telemetry.record(request.body.events, request.ip, visitor);
      return reply.code(202).send();
    },
  );

  route.get(
    '/api/admin/telemetry/remotes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Per remote and version: loads, failures, errors, error rate and load times over the last hours.',
        querystring: { type: 'object', properties: { hours: { type: 'integer', minimum: 1, maximum: 720, default: 24 } } },
        response: { 200: { type: 'array', items: remoteVersionSummary }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => app.telemetry.summary(request.query.hours ?? 24),
  );
}
