import type { FastifyInstance } from 'fastify';
import { pharmacistHoursJson } from '../../platform/config/pharmacist-hours';
import { errors as documentedErrors, typed } from '../../platform/http/schemas';
import { refundTimelineText } from '../payments/refund-timeline';

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
    refundExpectedWithin: {
      type: 'string',
      description: 'The shop\'s one refund promise (payments/refund-timeline.ts), for the terms page: e.g. "3 to 10 working days".',
    },
  },
} as const;

export const pharmacistHoursSchema = {
  type: 'object',
  properties: {
    timeZone: text,
    days: { type: 'array', items: text, description: 'Days a pharmacist reviews prescriptions.' },
    opens: { type: 'string', description: 'HH:MM, local time.' },
    closes: { type: 'string', description: 'HH:MM, local time.' },
    text: { type: 'string', description: 'The hours in words, e.g. "Monday to Saturday, 08:00–20:00 (Lagos time)".' },
    onDutyNow: { type: 'boolean' },
    nextReviewAt: { type: 'string', format: 'date-time', description: 'When a prescription sent now is first looked at.' },
    nextReviewText: { type: 'string', description: 'The same in words: "now: …", "today from 08:00", "Monday from 08:00".' },
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
        summary:
          'The registered pharmacy: name, PCN premises licence, superintendent pharmacist, address and hours; and the refund promise its terms make.',
        response: { 200: pharmacyIdentitySchema, ...documentedErrors(429) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { ...app.config.pharmacy, refundExpectedWithin: refundTimelineText() };
    },
  );

  route.get(
    '/api/pharmacist-hours',
    {
      schema: {
        tags: ['legal'],
        summary:
          'When pharmacists review prescriptions (the shop takes orders at any hour), and when a prescription sent now will be checked.',
        response: { 200: pharmacistHoursSchema, ...documentedErrors(429) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return pharmacistHoursJson(app.config.pharmacistHours, new Date());
    },
  );
}
