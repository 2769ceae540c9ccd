import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { watchJobQueue } from '../lib/metrics';
import { jobOverview } from './job-history';
import { JobQueue } from './job-queue';
import { queueDatabase } from './queue-database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs' queue (pg-boss on the app's database); jobs/background-job.ts defines jobs on it. */
    jobs: JobQueue;
  }
}

/**
 * The job queue on the app's database. Outside tests it starts at ready when a job has a schedule
 * (installing its schema on the first start); otherwise on the first "run it now" or read of the
 * history, so a test app that never runs a job never pays for it. Closing the app stops the
 * schedules and lets a run under way finish.
 */
export default fp(
  async function jobQueue(app: FastifyInstance) {
    const queue = new JobQueue(queueDatabase(app.database), app.log);
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      if (queue.definitions().some((job) => job.everySeconds > 0)) await queue.startSchedules();
    });
    const unwatch = watchJobQueue(() => jobOverview(queue, { start: false }));
    app.addHook('onClose', async () => {
      unwatch();
      await queue.stop();
    });
  },
  { name: 'job-queue', dependencies: ['db'] },
);
