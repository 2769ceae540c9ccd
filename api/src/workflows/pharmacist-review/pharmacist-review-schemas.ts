import { type Answer, type Json, uuid } from '../../platform/http/schemas';
import { prescription } from '../../domains/prescriptions/prescriptions-schemas';
import { profileJson } from '../../domains/medication-profiles/medication-profiles-schemas';
import { safetyAlert } from '../medication-safety-check/safety-schemas';

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
    safety: {
      type: ['object', 'null'],
      description:
        'The clinical checks at checkout (null: none recorded): the person the order is for (their medication profile, the read written to the audit log; null when none or removed), every alert with its source, and whether the shopper confirmed reading the major warnings. `review`: the checks sent the order here, so every line is decided (not only prescription lines).',
      required: ['profile', 'alerts', 'acknowledged', 'review', 'overriddenHoldId'],
      properties: {
        profile: { ...profileJson, type: ['object', 'null'] },
        alerts: { type: 'array', items: safetyAlert },
        acknowledged: { type: 'boolean' },
        review: { type: 'boolean' },
        overriddenHoldId: {
          type: ['string', 'null'],
          description: "A pharmacist's override of blocking alerts this order was paid under.",
        },
      },
    },
  },
} as const;

/** A pharmacist's decision: each prescription line (every line, when the clinical checks sent the order) approved or rejected, and why. */
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
