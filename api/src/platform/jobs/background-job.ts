import type { FastifyInstance } from 'fastify';
import type {} from './jobs-plugin';

export interface BackgroundJobOptions {
  /** The job's name in the logs, the metrics (`job` label) and the admin's list of background jobs. */
  name: string;
  /** One run per slot of this many seconds across every replica; 0 means no schedule, only when called. */
  everySeconds: number;
  /** Also run the current slot (if no replica has) this long after start; by default the first run is at the next slot. */
  firstAfterSeconds?: number;
}

/**
 * A background job (payment reconciliation, refills, expiry housekeeping, the low-stock digest,
 * message retries...) on the app's job queue (jobs/job-queue.ts): scheduled once per slot across
 * every replica, retried with back-off when it fails, each run in the queue's history and the
 * metrics. Answers "run it now" (the admin buttons, the tests with their own clock), which runs
 * at once in this process and is recorded in the same history; a call while a run is under way
 * here joins it. The job queue plugin must be registered first (app.ts does, after the database).
 */
export function backgroundJob<T>(
  app: FastifyInstance,
  options: BackgroundJobOptions,
  run: (now?: Date) => Promise<T>,
): (now?: Date) => Promise<T> {
  if (!app.hasDecorator('jobs')) throw new Error(`background job ${options.name}: register the job queue (jobs/jobs-plugin) first`);
  return app.jobs.define({ ...options, run });
}
