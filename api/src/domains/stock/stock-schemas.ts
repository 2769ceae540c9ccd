import { BATCH_STATUSES, SHORTFALL_RESOLUTIONS, STOCK_ADJUSTMENT_REASONS, STOCK_MOVEMENT_REASONS } from '../../platform/db/schema/stock';
import { type Answer, type Json, uuid } from '../../platform/http/schemas';

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
    batchId: {
      ...uuid,
      description: 'The batch adjusted; may be left out when the medicine has one batch with units at the location.',
    },
    locationId: {
      ...uuid,
      description:
        'The location counted or adjusted (GET /api/locations); the central warehouse when left out. A named batch must be held there.',
    },
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
    'locationId',
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
    locationId: { ...uuid, description: 'The location holding it (GET /api/locations).' },
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

/** Writing off units of a batch: how many, and why (required). */
export const writeOffBody = {
  type: 'object',
  required: ['quantity', 'reason'],
  additionalProperties: false,
  properties: {
    quantity: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    reason: {
      type: 'string',
      minLength: 3,
      maxLength: 500,
      pattern: '\\S',
      description: 'Why the units are written off (broken, expired on the shelf, lost...).',
    },
    expectedQuantity: {
      type: 'integer',
      minimum: 0,
      description:
        'The units the admin saw in the batch: when it holds another number now, 409 (the form was sent twice, or the batch changed).',
    },
  },
} as const;

/** Returning units of a batch to its distributor: all it holds when quantity is left out. */
export const returnBody = {
  type: 'object',
  required: [],
  additionalProperties: false,
  properties: {
    quantity: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    note: { type: 'string', maxLength: 500, description: 'Credit note or waybill.' },
    expectedQuantity: writeOffBody.properties.expectedQuantity,
  },
} as const;

/** A batch after units were written off or returned. */
export const batchTakenOut = {
  type: 'object',
  required: ['batchId', 'quantity', 'status', 'stockQuantity'],
  properties: {
    batchId: uuid,
    quantity: { type: 'integer', description: 'Units left in the batch.' },
    status: { type: 'string', enum: BATCH_STATUSES },
    stockQuantity: { type: 'integer', description: "The medicine's sellable units now." },
  },
} as const;

const statusTotals = {
  type: 'object',
  required: ['units', 'sellable', 'quarantined', 'recalled', 'returned'],
  properties: {
    units: { type: 'integer' },
    sellable: { type: 'integer' },
    quarantined: { type: 'integer' },
    recalled: { type: 'integer' },
    returned: { type: 'integer' },
  },
} as const;

/** Stock on hand by batch (admin report). */
export const onHandReport = {
  type: 'object',
  required: ['totals', 'batches'],
  properties: {
    totals: statusTotals,
    batches: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'batchId',
          'medicineId',
          'medicineName',
          'lotNumber',
          'openingBalance',
          'expiryDate',
          'status',
          'quantity',
          'supplierName',
        ],
        properties: {
          batchId: uuid,
          medicineId: uuid,
          medicineName: { type: 'string' },
          lotNumber: { type: 'string' },
          openingBalance: { type: 'boolean' },
          expiryDate: { type: ['string', 'null'] },
          status: { type: 'string', enum: BATCH_STATUSES },
          quantity: { type: 'integer' },
          supplierName: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;

/** Batches expiring soon (admin report). */
export const expiringReport = {
  type: 'object',
  required: ['withinDays', 'units', 'batches'],
  properties: {
    withinDays: { type: 'integer' },
    units: { type: 'integer' },
    batches: {
      type: 'array',
      items: {
        type: 'object',
        required: ['batchId', 'medicineId', 'medicineName', 'lotNumber', 'expiryDate', 'daysLeft', 'status', 'quantity'],
        properties: {
          batchId: uuid,
          medicineId: uuid,
          medicineName: { type: 'string' },
          lotNumber: { type: 'string' },
          expiryDate: { type: 'string' },
          daysLeft: { type: 'integer', description: 'Negative once expired.' },
          status: { type: 'string', enum: ['sellable', 'quarantined'] },
          quantity: { type: 'integer' },
        },
      },
    },
  },
} as const;

/** Units written off or returned to distributors in a period (admin report). */
export const disposalsReport = {
  type: 'object',
  required: ['from', 'to', 'totals', 'entries'],
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    totals: {
      type: 'object',
      required: ['units', 'writtenOff', 'returned'],
      properties: { units: { type: 'integer' }, writtenOff: { type: 'integer' }, returned: { type: 'integer' } },
    },
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['movementId', 'at', 'medicineId', 'medicineName', 'batchId', 'lotNumber', 'expiryDate', 'kind', 'units', 'note', 'by'],
        properties: {
          movementId: uuid,
          at: { type: 'string' },
          medicineId: uuid,
          medicineName: { type: 'string' },
          batchId: { type: ['string', 'null'] },
          lotNumber: { type: ['string', 'null'] },
          expiryDate: { type: ['string', 'null'] },
          kind: { type: 'string', enum: ['written-off', 'damaged', 'expired', 'returned-to-supplier'] },
          units: { type: 'integer' },
          note: { type: 'string' },
          by: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;

export type OnHandReport = Answer<typeof onHandReport>;
export type ExpiringReport = Answer<typeof expiringReport>;
export type DisposalsReport = Answer<typeof disposalsReport>;
export type ReceiveInput = Json<typeof receiveBody>;
export type BatchJson = Answer<typeof batch>;
export type SupplierJson = Answer<typeof supplierJson>;
export type StockAdjustment = Json<typeof adjustBody>;
export type StockMovementJson = Answer<typeof movement>;
export type ShortfallJson = Answer<typeof shortfall>;
