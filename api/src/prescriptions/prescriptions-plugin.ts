import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PrescriptionsRepository } from './prescriptions-repository';
import { PrescriptionsService } from './prescriptions-service';

declare module 'fastify' {
  interface FastifyInstance {
    prescriptions: PrescriptionsService;
  }
}

/** The prescriptions service, on the private file store and the database's pharmacist flag. */
export default fp(
  async function prescriptionsService(app: FastifyInstance) {
    app.decorate(
      'prescriptions',
      new PrescriptionsService(new PrescriptionsRepository(app.db), app.privateFiles, app.isPharmacist, app.log),
    );
  },
  { name: 'prescriptions-service', dependencies: ['db', 'auth', 'images'] },
);
