import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ExpiryHousekeeping, type ExpiryRunReport } from './expiry-housekeeping';
import { backgroundJob } from '../../platform/jobs/background-job';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The expiry housekeeping at `now` (the wall clock when omitted): batches at their margin
     * quarantined, and the day's expiry report mailed to admins once. Every replica runs it at start
     * and hourly; the batch locks and the day's row keep it to once.
     */
    runExpiryHousekeeping: (now?: Date) => Promise<ExpiryRunReport>;
  }
}

export default fp(
  async function expiryHousekeeping(app: FastifyInstance) {
    const job = new ExpiryHousekeeping(app.db, app.stock, app.mailer, app.config.publicUrl, app.log);
    const runNow = backgroundJob(
      app,
      { name: 'expiry-housekeeping', everySeconds: app.config.env === 'test' ? 0 : 3600, firstAfterSeconds: 30 },
      (now = new Date()) => job.run(now),
    );
    app.decorate('runExpiryHousekeeping', runNow);
  },
  { name: 'expiry-housekeeping', dependencies: ['db', 'mailer', 'stock-service'] },
);
