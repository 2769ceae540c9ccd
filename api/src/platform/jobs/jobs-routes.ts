import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../http/schemas';
import { jobOverview } from './job-history';
import { jobSummary } from './jobs-schemas';

/** GET /api/admin/jobs: every background job with its last and next run, backlog and failures (admins only). */
export default async function jobsRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/admin/jobs',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['operations'],
        security: [{ bearerAuth: [] }],
        summary:
          'Every background job: its schedule, last run (start, end, outcome), next run, backlog, dead-lettered runs and recent failures.',
        response: { 200: { type: 'array', items: jobSummary }, ...errors(401, 403, 429) },
      },
    },
    async () => jobOverview(app.jobs),
  );
}
