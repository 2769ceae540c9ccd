import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundJob } from '../../platform/jobs/background-job';
import { applyRetention, type RetentionCounts } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the retention job now (at `now`, for tests with their own clock). */
    runRetention: (now?: Date) => Promise<RetentionCounts>;
  }
}

/** The retention job, once a day outside tests (one replica runs each day; deleting twice would be harmless). */
export default fp(
  async function privacy(app: FastifyInstance) {
    const run = backgroundJob(
      app,
      { name: 'privacy-retention', everySeconds: app.config.env === 'test' ? 0 : 86_400, firstAfterSeconds: 300 },
      (now) => applyRetention(app.db, app.config.privacy.retention, (key) => app.privateFiles.delete(key), now),
    );
    app.decorate('runRetention', run);
  },
  { name: 'privacy', dependencies: ['db', 'images'] },
);
