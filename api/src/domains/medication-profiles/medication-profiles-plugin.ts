import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../platform/lib/http-errors';
import { MedicationProfilesRepository } from './medication-profiles-repository';
import { MedicationProfilesService } from './medication-profiles-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Medication profiles: the shopper's and those of the people they buy for (health data). */
    medicationProfiles: MedicationProfilesService;
  }
}

/**
 * The medication profiles service, on the audit log, the shopper's health-data consent (the same
 * check and refusal as a prescription upload) and the catalogue (a regular medicine picked from it).
 */
export default fp(
  async function medicationProfilesService(app: FastifyInstance) {
    const medicineName = async (medicineId: string) => {
      try {
        return (await app.catalogue.getMedicine(medicineId)).name;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) return undefined;
        throw err;
      }
    };
    app.decorate(
      'medicationProfiles',
      new MedicationProfilesService(
        new MedicationProfilesRepository(app.db),
        app.audit,
        (userId) => app.consents.requireHealthData(userId, 'prescriptions'),
        medicineName,
      ),
    );
  },
  { name: 'medication-profiles-service', dependencies: ['db', 'audit-service', 'notifications', 'catalogue-service'] },
);
