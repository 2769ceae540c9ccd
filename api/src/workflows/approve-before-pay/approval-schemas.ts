import { type Answer, type Json, uuid } from '../../platform/http/schemas';
import { prescription } from '../../domains/prescriptions/prescriptions-schemas';

const nullableText = { type: ['string', 'null'] } as const;

/** A prescription checked against the cart before paying, as its shopper sees it. */
export const approvalJson = {
  type: 'object',
  properties: {
    approvalId: uuid,
    status: { type: 'string', enum: ['awaiting', 'approved', 'rejected', 'used', 'replaced'] },
    prescriptionId: uuid,
    lines: {
      type: 'array',
      description: 'The prescription-only lines the check covers: exactly these medicines and quantities.',
      items: { type: 'object', properties: { medicineId: uuid, medicineName: { type: 'string' }, quantity: { type: 'integer' } } },
    },
    requestedAt: { type: 'string', format: 'date-time' },
    reviewFrom: {
      type: 'string',
      format: 'date-time',
      description: 'When a pharmacist is first on duty to check it (from the pharmacist hours).',
    },
    reviewFromText: { type: 'string', description: 'The same in words: "now: …", "today from 08:00", "Monday from 08:00".' },
    decidedAt: nullableText,
    pharmacistName: nullableText,
    pharmacistRegistration: nullableText,
    reason: nullableText,
    coversCart: {
      type: ['boolean', 'null'],
      description: "Whether the cart's prescription-only lines are still exactly these (null where not asked).",
    },
    cartTotal: {
      type: ['number', 'null'],
      description: "The cart's items total in naira (the pay link's page opens the checkout with it), null where not asked.",
    },
    payLink: { ...nullableText, description: 'Once approved: the page that opens the checkout for this cart.' },
    sentOnWhatsApp: {
      type: 'boolean',
      description:
        'Sent as a photo or PDF in the WhatsApp chat: the decision is told there too, and it may cover no medicine yet (the cart held none).',
    },
  },
} as const;

/** As the pharmacist's queue shows it: with the shopper's name and phone and the prescription. */
export const approvalItem = {
  type: 'object',
  properties: {
    ...approvalJson.properties,
    customerName: { type: 'string' },
    customerPhone: { type: 'string', description: 'The number the shopper gave for the pharmacist to call.' },
    prescription,
  },
} as const;

export const approvalRequestBody = {
  type: 'object',
  required: ['prescriptionId', 'phone'],
  additionalProperties: false,
  properties: {
    prescriptionId: { ...uuid, description: "One of the caller's prescriptions (POST /api/prescriptions), written within six months." },
    phone: { type: 'string', minLength: 7, maxLength: 20, description: 'A Nigerian phone number the pharmacist can call.' },
  },
} as const;

export const approvalDecisionBody = {
  type: 'object',
  required: ['approved'],
  additionalProperties: false,
  properties: {
    approved: { type: 'boolean' },
    reason: {
      type: 'string',
      maxLength: 500,
      description: 'Why it is rejected, for the patient (3 to 500 characters; required to reject).',
    },
  },
} as const;

export type ApprovalJson = Answer<typeof approvalJson>;
export type ApprovalItemJson = Answer<typeof approvalItem>;
export type ApprovalDecisionInput = Json<typeof approvalDecisionBody>;
