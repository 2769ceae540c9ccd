import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MedicationSafetyCheck } from './safety-check';
import { SafetyGate } from './safety-gate';
import { SafetyReview } from './safety-review';
import { ShopperChecks } from './shopper-checks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clinical checks at every sale: checkout, pay on delivery and refill charges (workflows/medication-safety-check/). */
    safetyGate: SafetyGate;
    /** The pharmacist's side of the sales the checks held. */
    safetyReview: SafetyReview;
    /** What the cart and product pages read of the checks. */
    shopperChecks: ShopperChecks;
  }
}

/** The checks, on medication profiles, medication safety, orders and payments; the holds' review on identity, audit, mail and refills. */
export default fp(
  async function medicationSafetyCheck(app: FastifyInstance) {
    const checks = new MedicationSafetyCheck(app.medicationSafety, app.medicationProfiles, app.orders, app.payments);
    app.decorate('safetyGate', new SafetyGate(checks, app.safetyHolds));
    app.decorate('shopperChecks', new ShopperChecks(checks, app.carts, app.catalogue));
    app.decorate(
      'safetyReview',
      new SafetyReview(app.safetyHolds, app.medicationProfiles, app.identity, app.audit, app.notifications, app.refills, app.log),
    );
  },
  {
    name: 'medication-safety-check',
    dependencies: [
      'medication-safety-service',
      'medication-profiles-service',
      'orders-service',
      'payments-service',
      'cart-service',
      'catalogue-service',
      'identity-service',
      'audit-service',
      'notifications',
      'refills-service',
    ],
  },
);
