import type { FastifyInstance } from 'fastify';
import { errors as documentedErrors, typed } from '../http/schemas';

const text = { type: 'string' } as const;

export const pharmacyIdentitySchema = {
  type: 'object',
  properties: {
    registeredName: text,
    premisesLicence: { type: 'string', description: 'Pharmacists Council of Nigeria (PCN) premises licence number.' },
    superintendent: {
      type: 'object',
      properties: { name: text, registrationNumber: { type: 'string', description: 'PCN registration number.' } },
    },
    address: text,
    hours: text,
    privacyEmail: { type: 'string', description: 'Where data-protection requests (a copy, a correction, deletion) go.' },
    fictional: { type: 'boolean', description: 'True while these are the development defaults, which name no real pharmacy.' },
  },
} as const;

/**
 * Who is responsible for the shop, from the configuration (PHARMACY_*): shown in the footer, on
 * the legal page and in every mail. Public, and the same for everyone, so caches may keep it.
 */
export default async function pharmacyIdentityRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/pharmacy-identity',
    {
      schema: {
        tags: ['legal'],
        summary: 'The registered pharmacy: name, PCN premises licence, superintendent pharmacist, address and hours.',
        response: { 200: pharmacyIdentitySchema, ...documentedErrors(429) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return app.config.pharmacy;
    },
  );
}
