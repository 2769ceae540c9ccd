import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LabsRepository } from './labs-repository';
import { LabsService } from './labs-service';

declare module 'fastify' {
  interface FastifyInstance {
    labs: LabsService;
  }
}

/** Lab tests, collection slots and bookings. */
export default fp(
  async function labsService(app: FastifyInstance) {
    app.decorate('labs', new LabsService(new LabsRepository(app.db)));
  },
  { name: 'labs-service', dependencies: ['db', 'auth'] },
);
