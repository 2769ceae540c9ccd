import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OperationsRepository } from './operations-repository';
import { OperationsService } from './operations-service';

declare module 'fastify' {
  interface FastifyInstance {
    operations: OperationsService;
  }
}

/** The operations domain service (pharmacies, ambulances, laboratories). */
export default fp(
  async function operationsService(app: FastifyInstance) {
    app.decorate('operations', new OperationsService(new OperationsRepository(app.db), app.audit));
  },
  { name: 'operations-service', dependencies: ['db', 'audit-service'] },
);
