import { SHORTFALL_RESOLUTIONS, STOCK_ADJUSTMENT_REASONS } from '../db/schema/stock';
import { type Answer, type Json, uuid } from '../http/schemas';

/** One change of a medicine's units on hand, as admins read it. */
export const movement = {
  type: 'object',
  required: ['id', 'change', 'quantityAfter', 'reason', 'note', 'orderId', 'at'],
  properties: {
    id: uuid,
    change: { type: 'integer' },
    quantityAfter: { type: 'integer' },
    reason: { type: 'string', enum: [...STOCK_ADJUSTMENT_REASONS, 'sold', 'order-canceled', 'review-rejected'] },
    note: { type: 'string' },
    orderId: { type: ['string', 'null'] },
    at: { type: 'string' },
  },
} as const;

/** A paid order line whose units were gone when it was placed. */
export const shortfall = {
  type: 'object',
  required: ['id', 'orderId', 'medicineId', 'medicineName', 'quantityOrdered', 'quantityShort', 'resolution', 'resolvedAt', 'createdAt'],
  properties: {
    id: uuid,
    orderId: uuid,
    medicineId: { type: ['string', 'null'] },
    medicineName: { type: 'string' },
    quantityOrdered: { type: 'integer' },
    quantityShort: { type: 'integer' },
    resolution: { type: ['string', 'null'], enum: [...SHORTFALL_RESOLUTIONS, null] },
    resolvedAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
} as const;

/** An admin's adjustment of the units on hand. */
export const adjustBody = {
  type: 'object',
  required: ['reason', 'quantity'],
  properties: {
    reason: { type: 'string', enum: STOCK_ADJUSTMENT_REASONS },
    quantity: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    note: { type: 'string', maxLength: 500 },
  },
} as const;

export type StockAdjustment = Json<typeof adjustBody>;
export type StockMovementJson = Answer<typeof movement>;
export type ShortfallJson = Answer<typeof shortfall>;
