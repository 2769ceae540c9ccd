import type { FastifyInstance } from 'fastify';
import { trackJob } from './metrics';

export interface BackgroundJobOptions {
  /** The job's name in the logs and the metrics (`job` label of the job series). */
  name: string;
  /** How often every replica runs it; 0 means never on a timer, only when called. */
  everySeconds: number;
  /** The first timed run this long after start (default: one interval). */
  firstAfterSeconds?: number;
}

/**
 * A job each replica runs on a timer (payment reconciliation, refills, expiry housekeeping, the
 * low-stock digest, message retries). At most one run at a time in this process: a call while one
 * runs joins it. Every run is counted in the metrics (runs by outcome, last success). The timer
 * never keeps the process alive, and closing the app stops it and waits for a run under way.
 * Answers "run it now" (the admin buttons, the tests with their own clock).
 */
export function backgroundJob<T>(
  app: FastifyInstance,
  { name, everySeconds, firstAfterSeconds }: BackgroundJobOptions,
  run: (now?: Date) => Promise<T>,
): (now?: Date) => Promise<T> {
  let running: Promise<T> | null = null;
  const runNow = (now?: Date) => {
    running ??= trackJob(name, everySeconds, () => run(now)).finally(() => {
      running = null;
    });
    return running;
  };
  if (everySeconds > 0) {
    const timed = () => {
      runNow().catch((err) => app.log.error({ err, job: name }, `${name} failed`));
    };
    const first = setTimeout(timed, (firstAfterSeconds ?? everySeconds) * 1000);
    const timer = setInterval(timed, everySeconds * 1000);
    first.unref();
    timer.unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  }
  return runNow;
}
