import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApprovalsRepository } from './approvals-repository';
import { CartApprovals } from './cart-approvals';
import { PrescriptionsRepository } from './prescriptions-repository';
import { PrescriptionsService } from './prescriptions-service';

declare module 'fastify' {
  interface FastifyInstance {
    prescriptions: PrescriptionsService;
    /** Prescriptions checked against the cart before paying (cart-approvals.ts). */
    cartApprovals: CartApprovals;
  }
}

/** The prescriptions service, on the private file store, the database's pharmacist flag and the shopper's consent. */
export default fp(
  async function prescriptionsService(app: FastifyInstance) {
    const repository = new PrescriptionsRepository(app.db);
    app.decorate(
      'prescriptions',
      new PrescriptionsService(repository, app.privateFiles, app.isPharmacist, app.log, (userId) =>
        app.consents.requireHealthData(userId, 'prescriptions'),
      ),
    );
    app.decorate('cartApprovals', new CartApprovals(new ApprovalsRepository(app.db), repository));
  },
  { name: 'prescriptions-service', dependencies: ['db', 'auth', 'images', 'notifications'] },
);
