import type { FastifyInstance } from 'fastify';
import { ColdChainDelivery } from '../fulfilment/cold-chain-delivery';
import fp from 'fastify-plugin';
import { RefillPlanReviews } from './refill-plan-reviews';
import { RefillPrescriptions } from './refill-prescriptions';
import { RefillRun, type RunReport } from './refill-run';
import { RefillWorkflow } from './refill-workflow';
import { backgroundJob } from '../../platform/jobs/background-job';

/** The refills' clock: the wall clock, moved forward by tests and (outside production) by an admin to try a plan's dates. */
export class RefillClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** From now on the clock reads `at` (and runs on from there). */
  set(at: Date) {
    this.offsetMs = at.getTime() - Date.now();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    refillWorkflow: RefillWorkflow;
    /** The pharmacist's check of prescription-only plans' prescriptions. */
    refillReviews: RefillPlanReviews;
    refillRun: RefillRun;
    refillClock: RefillClock;
    /** One scheduler run now on this replica (at the refills' clock). */
    runRefills: () => Promise<RunReport>;
  }
}

/** Refill plans (refills/), their workflow and the scheduler, which every replica runs on a timer. */
export default fp(
  async function refillService(app: FastifyInstance) {
    const clock = new RefillClock();
    const refills = app.refills;
    const run = new RefillRun(
      refills,
      app.payments,
      app.catalogue,
      app.delivery,
      app.prescriptions,
      app.identity,
      app.orderPlacement,
      app.notifications,
      app.stock,
      app.config.publicUrl,
      app.log,
      app.safetyGate,
    );
    app.decorate('refillClock', clock);
    app.decorate('refillRun', run);
    const workflow = new RefillWorkflow(
      refills,
      app.payments,
      app.catalogue,
      app.delivery,
      app.prescriptions,
      app.orders,
      () => clock.now(),
      new RefillPrescriptions(app.prescriptions, app.orders, app.cartApprovals, refills),
      app.medicationProfiles,
      new ColdChainDelivery(app.stock),
    );
    app.decorate('refillWorkflow', workflow);
    app.decorate(
      'refillReviews',
      new RefillPlanReviews(
        refills,
        app.prescriptions,
        app.identity,
        () => clock.now(),
        (plan) => workflow.json(plan, null),
        (plan) => run.tellPrescriptionRefused(plan),
      ),
    );
    const runNow = backgroundJob(
      app,
      { name: 'refill-run', everySeconds: app.config.paystack.refillRunSeconds ?? (app.config.env === 'test' ? 0 : 300) },
      // The refills' own clock (moved by tests and the admin's run as of a date), not the caller's.
      () => run.tick(clock.now()),
    );
    app.decorate('runRefills', () => runNow());
  },
  {
    name: 'refill-service',
    dependencies: [
      'db',
      'refills-service',
      'checkout-service',
      'notifications',
      'payments-service',
      'orders-service',
      'cart-service',
      'stock-service',
      'delivery-service',
      'prescriptions-service',
      'catalogue-service',
      'medication-profiles-service',
      'medication-safety-check',
    ],
  },
);
