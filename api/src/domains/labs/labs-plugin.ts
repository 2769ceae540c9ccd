import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundJob } from '../../platform/jobs/background-job';
import { LabClock } from './cancel-window';
import { LabResults } from './lab-results';
import { LabsRepository } from './labs-repository';
import { LabsService } from './labs-service';

declare module 'fastify' {
  interface FastifyInstance {
    labs: LabsService;
    /** Lab staff, results and their access log. */
    labResults: LabResults;
    /** The labs' clock (tests move it to a slot's cancellation window). */
    labClock: LabClock;
    /** Runs the hold-expiry job now (at the labs' clock's time when `now` is omitted): answers how many holds ended. */
    expireLabHolds: (now?: Date) => Promise<number>;
  }
}

/** Lab tests, collection slots and bookings. */
export default fp(
  async function labsService(app: FastifyInstance) {
    const clock = new LabClock();
    app.decorate('labClock', clock);
    const labs = new LabsService(new LabsRepository(app.db), () => clock.now(), app.config.labHoldMinutes);
    app.decorate('labs', labs);
    // A booking of the slot frees its lapsed holds itself; the job frees the others, so My lab tests and the figures say so.
    app.decorate(
      'expireLabHolds',
      backgroundJob(app, { name: 'lab-hold-expiry', everySeconds: app.config.env === 'test' ? 0 : 60 }, (now?: Date) =>
        labs.expireHolds(now),
      ),
    );
    const results = new LabResults(app.db, app.privateFiles, app.notifications, app.config.publicUrl, app.log);
    app.decorate('labResults', results);
  },
  { name: 'labs-service', dependencies: ['db', 'auth', 'images', 'notifications', 'identity-service'] },
);
