import { type Json, uuid } from '../../platform/http/schemas';

/** A discount code as admins read it. */
export const promotion = {
  type: 'object',
  required: [
    'id',
    'code',
    'kind',
    'percentOff',
    'amountOff',
    'minBasket',
    'startsAt',
    'endsAt',
    'maxUses',
    'maxUsesPerShopper',
    'usedCount',
    'active',
    'createdAt',
  ],
  properties: {
    id: uuid,
    code: { type: 'string' },
    kind: { type: 'string', enum: ['percent', 'amount'] },
    percentOff: { type: ['integer', 'null'] },
    amountOff: { type: ['number', 'null'], description: 'Naira.' },
    minBasket: { type: 'number', description: 'Naira; the basket (all lines) must reach it.' },
    startsAt: { type: ['string', 'null'] },
    endsAt: { type: ['string', 'null'] },
    maxUses: { type: ['integer', 'null'] },
    maxUsesPerShopper: { type: ['integer', 'null'] },
    usedCount: { type: 'integer' },
    active: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
} as const;

/** POST /api/admin/promotions. */
export const promotionInput = {
  type: 'object',
  required: ['code', 'kind'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', minLength: 3, maxLength: 30, description: 'Letters, digits and dashes; stored in upper case.' },
    kind: { type: 'string', enum: ['percent', 'amount'] },
    percentOff: { type: 'integer', minimum: 1, maximum: 100 },
    amountOff: { type: 'number', exclusiveMinimum: 0, description: 'Naira off (kind amount).' },
    minBasket: { type: 'number', minimum: 0, description: 'Naira; 0 by default.' },
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: { type: 'string', format: 'date-time' },
    maxUses: { type: 'integer', minimum: 1 },
    maxUsesPerShopper: { type: 'integer', minimum: 1 },
  },
} as const;
export type PromotionInput = Json<typeof promotionInput>;

/** What a code does to the quoted basket (POST /api/checkout/quote with discountCode). */
export const discountQuote = {
  type: ['object', 'null'],
  required: ['code', 'applied', 'amount', 'reason'],
  description:
    'The code asked about: applied with the naira it takes off (OTC and pharmacy-only lines only), or refused with the reason. Null when no code was given.',
  properties: {
    code: { type: 'string' },
    applied: { type: 'boolean' },
    amount: { type: 'number', description: 'Naira off; 0 when refused.' },
    reason: { type: ['string', 'null'] },
  },
} as const;
