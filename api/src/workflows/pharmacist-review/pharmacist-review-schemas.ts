import { type Answer, type Json, uuid } from '../../platform/http/schemas';
import { prescription } from '../../domains/prescriptions/prescriptions-schemas';

/** An order waiting for a pharmacist, with its prescription. */
export const reviewItem = {
  type: 'object',
  properties: {
    orderId: uuid,
    orderNumber: { type: 'string' },
    placedAt: { type: 'string' },
    customerName: { type: 'string' },
    customerPhone: { type: ['string', 'null'], description: "The shopper's phone (the delivery address's), for the pharmacist to call." },
    prescription: { ...prescription, type: ['object', 'null'] },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          lineId: uuid,
          medicineName: { type: 'string' },
          quantity: { type: 'integer' },
          price: { type: 'number', description: 'Unit price paid, naira.' },
          requiresPrescription: { type: 'boolean' },
        },
      },
    },
    totalPrice: { type: 'number', description: 'Naira.' },
    deliveryFee: { type: 'number', description: 'Naira.' },
  },
} as const;

/** A pharmacist's decision: each prescription line approved or rejected, and why. */
export const decisionBody = {
  type: 'object',
  required: ['lines'],
  additionalProperties: false,
  properties: {
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        required: ['lineId', 'approved'],
        additionalProperties: false,
        properties: { lineId: uuid, approved: { type: 'boolean' } },
      },
    },
    reason: { type: 'string', maxLength: 500, description: 'Why lines are rejected, for the patient (3 to 500 characters).' },
  },
} as const;

export type ReviewItemJson = Answer<typeof reviewItem>;
export type DecisionInput = Json<typeof decisionBody>;
