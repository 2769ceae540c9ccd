import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PharmacistReviewWorkflow } from './pharmacist-review-workflow';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pharmacist's review queue and decisions (workflows/pharmacist-review/). */
    reviews: PharmacistReviewWorkflow;
  }
}

/** The review workflow: identity, orders, payments' refunds, stock, prescriptions and the order mails, in turn. */
export default fp(
  async function pharmacistReview(app: FastifyInstance) {
    app.decorate(
      'reviews',
      new PharmacistReviewWorkflow(
        app.identity,
        app.orders,
        app.payments,
        app.stock,
        app.prescriptions,
        app.orderNotifier,
        app.audit,
        app.log,
        app.medicationProfiles,
      ),
    );
  },
  {
    name: 'pharmacist-review-workflow',
    dependencies: [
      'audit-service',
      'identity-service',
      'orders-service',
      'payments-service',
      'stock-service',
      'prescriptions-service',
      'medication-profiles-service',
    ],
  },
);
