import type { FastifyInstance } from 'fastify';
import { errors as documentedErrors, typed, uuid } from '../../platform/http/schemas';
import { type CatalogueRefs, medicineList } from '../../domains/catalogue/catalogue-schemas';
import type { MedicineView } from '../../domains/catalogue/catalogue-service';
import type { AuthUser } from '../../platform/plugins/types';

const params = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

/**
 * "Same active ingredient": the catalogue's equivalents of a medicine, with the prescriptions'
 * rule on top. Prescription-only medicines are suggested only to a signed-in shopper holding a
 * prescription of their own still usable for an order (written within six months); a visitor or a
 * shopper without one never gets them, whatever the browser asks.
 */
export async function equivalentsFor(app: FastifyInstance, medicineId: string, user: AuthUser | null): Promise<MedicineView[]> {
  const withPrescriptionOnly = user ? await app.prescriptions.hasUsablePrescription(user.id) : false;
  return app.catalogue.equivalents(medicineId, { withPrescriptionOnly });
}

export default async function equivalentsRoutes(app: FastifyInstance) {
  typed<CatalogueRefs>(app).get(
    '/api/medicine/:id/equivalents',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary:
          'Other medicines with the same active ingredients, strength and form, cheapest first (at most 6). Prescription-only ones only for a signed-in shopper with a usable prescription of their own.',
        params,
        response: { 200: medicineList, ...documentedErrors(400, 404, 429) },
      },
    },
    async (request) => equivalentsFor(app, request.params.id, request.user),
  );
}
