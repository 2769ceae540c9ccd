import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StockAlertsRepository } from '../../domains/stock-alerts/stock-alerts-repository';
import { AdminHomeFigures } from './admin-home-figures';
import { type DigestReport, LowStockDigest } from './low-stock-digest';
import { backgroundJob } from '../../platform/jobs/background-job';

/** The Lagos hour (0-23) from which the day's low-stock digest is sent. */
export const DIGEST_HOUR = 7;

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin home's figures: sales, what waits, low stock, open refunds (workflows/admin-home/). */
    adminHome: AdminHomeFigures;
    /**
     * The low-stock digest at `now` (the wall clock when omitted): mailed to admins once per Lagos
     * day, from DIGEST_HOUR on. Every replica runs it hourly; the day's row lets one of them send.
     */
    runLowStockDigest: (now?: Date) => Promise<DigestReport | null>;
  }
}

export default fp(
  async function adminHome(app: FastifyInstance) {
    const figures = new AdminHomeFigures(app.db);
    const digest = new LowStockDigest(figures, new StockAlertsRepository(app.db), app.mailer, app.config.publicUrl, app.log);
    app.decorate('adminHome', figures);
    const runNow = backgroundJob(
      app,
      { name: 'low-stock-digest', everySeconds: app.config.env === 'test' ? 0 : 3600 },
      (now = new Date()): Promise<DigestReport | null> => {
        const lagosHour = new Date(now.getTime() + 3_600_000).getUTCHours();
        return lagosHour < DIGEST_HOUR ? Promise.resolve(null) : digest.run(now);
      },
    );
    app.decorate('runLowStockDigest', runNow);
  },
  { name: 'admin-home', dependencies: ['db', 'mailer'] },
);
