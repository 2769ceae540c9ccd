import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import { badRequest } from '../../platform/lib/http-errors';

const runReport = {
  type: 'object',
  required: ['day', 'quarantined', 'mailed', 'recipients'],
  properties: {
    day: { type: 'string', description: 'The Lagos day the run worked for (YYYY-MM-DD).' },
    quarantined: {
      type: 'array',
      description: 'Batches this run took out of sale.',
      items: {
        type: 'object',
        required: ['batchId', 'lotNumber', 'quantity'],
        properties: { batchId: { type: 'string' }, lotNumber: { type: 'string' }, quantity: { type: 'integer' } },
      },
    },
    mailed: { type: 'boolean', description: "Whether this run mailed the day's expiry report (once a day)." },
    recipients: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** Running the expiry housekeeping now (admins), as the hourly timer does. */
export default async function expiryRoutes(app: FastifyInstance) {
  typed(app).post(
    '/api/admin/stock/expiry-run',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['stock'],
        security: [{ bearerAuth: [] }],
        summary:
          "Runs the expiry housekeeping now (admin): batches at their expiry margin are quarantined, and the day's expiry report is mailed to admins if it was not yet. Outside production `at` runs it as of that moment (to try the dates).",
        body: { type: ['object', 'null'], properties: { at: { type: 'string', format: 'date-time' } } },
        response: { 200: runReport, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const at = request.body?.at;
      if (at && app.config.env === 'production')
        throw badRequest('The expiry housekeeping cannot be run for another moment in production.');
      return app.runExpiryHousekeeping(at ? new Date(at) : new Date());
    },
  );
}
