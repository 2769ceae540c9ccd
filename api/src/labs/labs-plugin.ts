import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  }
}

/** Lab tests, collection slots and bookings. */
export default fp(
  async function labsService(app: FastifyInstance) {
    const clock = new LabClock();
    app.decorate('labClock', clock);
    app.decorate('labs', new LabsService(new LabsRepository(app.db), () => clock.now()));
    app.decorate('labResults', new LabResults(app.db, app.privateFiles, app.notifications, app.config.publicUrl, app.log));
  },
  { name: 'labs-service', dependencies: ['db', 'auth', 'images', 'notifications'] },
);
