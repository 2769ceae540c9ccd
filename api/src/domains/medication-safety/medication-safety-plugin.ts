import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MedicationSafetyRepository } from './medication-safety-repository';
import { MedicationSafetyService } from './medication-safety-service';
import { SafetyHolds } from './safety-holds';
import { SafetyHoldsRepository } from './safety-holds-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Medication safety: ingredients, classes, the clinical rules and their sign-off. */
    medicationSafety: MedicationSafetyService;
    /** Sales the clinical checks held for a pharmacist (safety-holds.ts). */
    safetyHolds: SafetyHolds;
  }
}

/** The medication safety service, on the audit log and identity's pharmacist details (name, PCN number). */
export default fp(
  async function medicationSafetyService(app: FastifyInstance) {
    app.decorate(
      'medicationSafety',
      new MedicationSafetyService(new MedicationSafetyRepository(app.db), app.audit, (userId) => app.identity.pharmacist(userId)),
    );
    app.decorate('safetyHolds', new SafetyHolds(new SafetyHoldsRepository(app.db)));
  },
  { name: 'medication-safety-service', dependencies: ['db', 'audit-service', 'identity-service'] },
);
