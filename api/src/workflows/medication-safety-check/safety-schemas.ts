import { profileJson } from '../../domains/medication-profiles/medication-profiles-schemas';
import { PROFILE_RELATIONSHIPS } from '../../platform/db/schema/medication-profiles';
import { type Answer, uuid } from '../../platform/http/schemas';

const bilingual = {
  type: 'object',
  required: ['en', 'pcm'],
  properties: { en: { type: 'string' }, pcm: { type: 'string', description: 'Nigerian Pidgin.' } },
} as const;

/** One alert of the clinical checks. */
export const safetyAlert = {
  type: 'object',
  required: ['id', 'severity', 'kind', 'medicineIds', 'ingredient', 'message', 'source'],
  properties: {
    id: { type: 'string', description: 'The same for the same finding each time the checks run.' },
    severity: {
      type: 'string',
      enum: ['block', 'major', 'moderate'],
      description:
        'block: the sale waits for a pharmacist; major: the shopper confirms reading the warning and a pharmacist reviews the order; moderate: information.',
    },
    kind: {
      type: 'string',
      enum: ['duplicate-ingredient', 'interaction', 'allergy-class', 'age-limit', 'pregnancy', 'breastfeeding'],
    },
    medicineIds: {
      type: 'array',
      items: uuid,
      description: 'The medicines it is about: the cart’s first, then those the person takes or bought recently.',
    },
    ingredient: { type: ['string', 'null'] },
    message: { ...bilingual, description: 'The plain-language warning, in English and Nigerian Pidgin.' },
    source: { type: 'string', description: 'Where the rule comes from (BNF monograph, MHRA Drug Safety Update...).' },
  },
} as const;

/** GET /api/medication-safety/cart and /check. */
export const safetyCheckJson = {
  type: 'object',
  required: ['profileId', 'healthData', 'alerts', 'blocking', 'acknowledgement', 'summary'],
  properties: {
    profileId: { type: ['string', 'null'], description: 'The medication profile checked against (null: the shopper has none yet).' },
    healthData: {
      type: 'boolean',
      description:
        "Whether the profile's age, pregnancy, allergies and regular medicines were used: only with the shopper's health-data consent. Without it, duplicates and interactions across the cart and recent orders are still checked.",
    },
    alerts: { type: 'array', items: safetyAlert },
    blocking: {
      type: 'boolean',
      description: 'A block alert: paying will send the order to a pharmacist first (nothing charged until then).',
    },
    acknowledgement: {
      type: 'string',
      description: "Send this as `safetyAcknowledged` at checkout once the shopper has read the major warnings ('' when there are none).",
    },
    summary: {
      type: 'array',
      items: bilingual,
      description: 'Short lines for a product page: "Contains paracetamol: you already have 2 products with paracetamol in your cart."',
    },
  },
} as const;

/** A sale held by the checks for a pharmacist. */
export const holdJsonSchema = {
  type: 'object',
  required: [
    'id',
    'status',
    'source',
    'profileId',
    'refillPlanId',
    'lines',
    'alerts',
    'createdAt',
    'decidedAt',
    'pharmacistName',
    'pharmacistRegistration',
    'reason',
  ],
  properties: {
    id: uuid,
    status: { type: 'string', enum: ['awaiting', 'overridden', 'refused', 'used'] },
    source: { type: 'string', enum: ['checkout', 'pay-on-delivery', 'refill'] },
    profileId: { type: ['string', 'null'] },
    refillPlanId: { type: ['string', 'null'] },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        required: ['medicineId', 'medicineName', 'quantity'],
        properties: { medicineId: uuid, medicineName: { type: 'string' }, quantity: { type: 'integer' } },
      },
    },
    alerts: { type: 'array', items: safetyAlert },
    createdAt: { type: 'string' },
    decidedAt: { type: ['string', 'null'] },
    pharmacistName: { type: ['string', 'null'] },
    pharmacistRegistration: { type: ['string', 'null'] },
    reason: { type: ['string', 'null'] },
  },
} as const;

/** A hold in the pharmacists' queue: with the customer and who it is for (label, relationship; the age only under the shopper's health-data consent). */
export const holdQueueItemSchema = {
  type: 'object',
  required: [...holdJsonSchema.required, 'customerName', 'person'],
  properties: {
    ...holdJsonSchema.properties,
    customerName: { type: 'string' },
    person: {
      type: ['object', 'null'],
      description: 'Who the sale is for (null: no profile named, or it was removed).',
      required: ['label', 'relationship', 'ageYears'],
      properties: {
        label: { type: 'string' },
        relationship: { type: 'string', enum: PROFILE_RELATIONSHIPS },
        ageYears: {
          type: ['integer', 'null'],
          description: "Whole years today (Lagos); null without a date of birth or the shopper's consent.",
        },
      },
    },
  },
} as const;

/** A hold as the pharmacist reads it: with the customer and the profile of the person it is for (that read audited). */
export const holdItemSchema = {
  type: 'object',
  required: [...holdJsonSchema.required, 'customerName', 'profile'],
  properties: {
    ...holdJsonSchema.properties,
    customerName: { type: 'string' },
    profile: { ...profileJson, type: ['object', 'null'] },
  },
} as const;

export const holdDecisionBody = {
  type: 'object',
  required: ['override', 'reason'],
  additionalProperties: false,
  properties: {
    override: { type: 'boolean', description: 'true: the sale may go ahead despite the alerts; false: refused.' },
    reason: {
      type: 'string',
      minLength: 1,
      maxLength: 1000,
      description: 'Why (at least 3 characters), kept in the audit log and told to the shopper.',
    },
  },
} as const;

export type SafetyCheckJson = Answer<typeof safetyCheckJson>;
export type HoldJson = Answer<typeof holdJsonSchema>;
export type HoldItemJson = Answer<typeof holdItemSchema>;
export type HoldQueueItemJson = Answer<typeof holdQueueItemSchema>;
