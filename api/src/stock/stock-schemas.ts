import { BATCH_STATUSES, SHORTFALL_RESOLUTIONS, STOCK_ADJUSTMENT_REASONS, STOCK_MOVEMENT_REASONS } from '../db/schema/stock';
import { type Answer, type Json, uuid } from '../http/schemas';

/** One change of a medicine's units on hand, as admins read it. */
export const movement = {
  type: 'object',
  required: ['id', 'batchId', 'lotNumber', 'change', 'quantityAfter', 'reason', 'note', 'orderId', 'at'],
  properties: {
    id: uuid,
    batchId: { type: ['string', 'null'] },
    lotNumber: { type: ['string', 'null'] },
    change: { type: 'integer', description: 'Units into (+) or out of (−) the batch, or out of sale.' },
    quantityAfter: { type: 'integer', description: 'Sellable units of the medicine after the change.' },
    reason: { type: 'string', enum: STOCK_MOVEMENT_REASONS },
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
    batchId: { ...uuid, description: 'The batch adjusted; may be left out when the medicine has one batch with units.' },
  },
} as const;

const supplierJson = {
  type: 'object',
  required: ['id', 'name', 'licenceNumber'],
  properties: { id: uuid, name: { type: 'string' }, licenceNumber: { type: 'string' } },
} as const;
export const supplier = supplierJson;

/** A batch (lot) of a medicine, as admins read it. */
export const batch = {
  type: 'object',
  required: [
    'id',
    'medicineId',
    'gtin',
    'lotNumber',
    'expiryDate',
    'openingBalance',
    'quantity',
    'quantityReceived',
    'status',
    'supplier',
    'receivedAt',
    'note',
  ],
  properties: {
    id: uuid,
    medicineId: uuid,
    gtin: { type: ['string', 'null'] },
    lotNumber: { type: 'string' },
    expiryDate: { type: ['string', 'null'], description: 'YYYY-MM-DD; null for the opening balance (unknown).' },
    openingBalance: { type: 'boolean' },
    quantity: { type: 'integer' },
    quantityReceived: { type: 'integer' },
    status: { type: 'string', enum: BATCH_STATUSES },
    supplier: { anyOf: [supplierJson, { type: 'null' }] },
    receivedAt: { type: 'string' },
    note: { type: 'string' },
  },
} as const;

/** Receiving a batch: the GS1 element string, or GTIN, lot and expiry typed; quantity; the distributor. */
export const receiveBody = {
  type: 'object',
  required: ['quantity'],
  properties: {
    gs1: { type: 'string', maxLength: 200, description: 'A GS1 element string, e.g. (01)06151100012340(17)270531(10)AB1234.' },
    gtin: { type: 'string', maxLength: 14 },
    lotNumber: { type: 'string', maxLength: 20 },
    expiryDate: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD' },
    quantity: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    supplierId: uuid,
    supplier: {
      type: 'object',
      required: ['name', 'licenceNumber'],
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 200 },
        licenceNumber: { type: 'string', minLength: 3, maxLength: 60 },
      },
    },
    note: { type: 'string', maxLength: 500 },
    locationId: { ...uuid, description: 'The pharmacy receiving the batch (GET /api/locations); the central warehouse when left out.' },
  },
} as const;

export type ReceiveInput = Json<typeof receiveBody>;
export type BatchJson = Answer<typeof batch>;
export type SupplierJson = Answer<typeof supplierJson>;
export type StockAdjustment = Json<typeof adjustBody>;
export type StockMovementJson = Answer<typeof movement>;
export type ShortfallJson = Answer<typeof shortfall>;
