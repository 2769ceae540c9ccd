import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ExpiryHousekeeping, type ExpiryRunReport } from './expiry-housekeeping';

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
    let running: Promise<ExpiryRunReport> | null = null;
    const runNow = (now: Date = new Date()) => {
      running ??= job.run(now).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('runExpiryHousekeeping', runNow);

    if (app.config.env !== 'test') {
      const run = () => {
        runNow().catch((err) => app.log.error({ err }, 'expiry housekeeping failed'));
      };
      const first = setTimeout(run, 30_000);
      const timer = setInterval(run, 3_600_000);
      first.unref();
      timer.unref();
      app.addHook('onClose', async () => {
        clearTimeout(first);
        clearInterval(timer);
        await running?.catch(() => undefined);
      });
    }
  },
  { name: 'expiry-housekeeping', dependencies: ['db', 'mailer', 'stock-service'] },
);
