import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROLLED_CAPS } from '../../platform/db/schema/controlled-medicines';
import { errors as documentedErrors, typed, uuid } from '../../platform/http/schemas';
import { ControlledMedicines } from './controlled-caps';

declare module 'fastify' {
  interface FastifyInstance {
    /** Controlled medicines' caps and their flagged attempts (controlled/). */
    controlledMedicines: ControlledMedicines;
  }
}

const attempt = {
  type: 'object',
  required: ['id', 'medicineName', 'quantity', 'cap', 'capLimit', 'alreadyBought', 'phone', 'address', 'createdAt'],
  properties: {
    id: uuid,
    userId: { type: ['string', 'null'] },
    customerName: { type: ['string', 'null'] },
    customerEmail: { type: ['string', 'null'] },
    medicineId: { type: ['string', 'null'] },
    medicineName: { type: 'string' },
    quantity: { type: 'integer', description: 'Units (packs) the refused checkout asked for' },
    cap: { type: 'string', enum: CONTROLLED_CAPS, description: 'Which cap it went over' },
    capLimit: { type: 'integer' },
    alreadyBought: { type: 'integer', description: 'Units already bought in the 30 days by that person, phone or address' },
    phone: { type: 'string' },
    address: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

/** The controlled-medicine caps (checked by the checkout) and the pharmacist's list of flagged attempts. */
export default fp(
  async function controlledMedicines(app: FastifyInstance) {
    app.decorate('controlledMedicines', new ControlledMedicines(app.db));
    const route = typed(app);
    route.get(
      '/api/pharmacist/controlled-attempts',
      {
        onRequest: app.requirePharmacist,
        schema: {
          tags: ['prescriptions'],
          security: [{ bearerAuth: [] }],
          summary:
            'Checkouts refused for going over a controlled medicine cap (per order, or 30 days per person, phone or delivery address), newest first (pharmacists only).',
          response: {
            200: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: attempt } } },
            ...documentedErrors(401, 403),
          },
        },
      },
      async (_request, reply) =>
        reply.header('cache-control', 'private, no-store').send({ items: await app.controlledMedicines.attempts() }),
    );
  },
  { name: 'controlled-medicines', dependencies: ['db'] },
);
