import { uuid } from '../../platform/http/schemas';

const naira = { type: 'number', description: 'Naira' } as const;

export const labTest = {
  type: 'object',
  required: ['id', 'laboratoryId', 'laboratoryName', 'laboratoryLocation', 'name', 'price', 'sampleType', 'preparation', 'turnaroundHours'],
  properties: {
    id: uuid,
    laboratoryId: uuid,
    laboratoryName: { type: 'string' },
    laboratoryLocation: { type: 'string' },
    name: { type: 'string' },
    price: naira,
    sampleType: { type: 'string' },
    preparation: { type: 'string', description: 'For example fasting; empty when none.' },
    turnaroundHours: { type: 'integer' },
  },
} as const;

export const slot = {
  type: 'object',
  required: ['id', 'area', 'startsAt', 'placesLeft', 'homeCollection', 'homeFee'],
  properties: {
    id: uuid,
    area: { type: 'string' },
    startsAt: { type: 'string', format: 'date-time' },
    placesLeft: { type: 'integer' },
    homeCollection: { type: 'boolean' },
    homeFee: { type: ['number', 'null'], description: 'Naira; null when samples are taken at the laboratory only.' },
  },
} as const;

export const bookBody = {
  type: 'object',
  required: ['testId', 'slotId', 'mode'],
  properties: {
    testId: uuid,
    slotId: uuid,
    mode: { type: 'string', enum: ['lab', 'home'] },
    address: { type: 'string', maxLength: 300 },
  },
} as const;

export const booking = {
  type: 'object',
  required: [
    'id',
    'testName',
    'startsAt',
    'area',
    'mode',
    'address',
    'testPrice',
    'homeFee',
    'total',
    'status',
    'paid',
    'refundDue',
    'attendance',
    'resultReady',
  ],
  properties: {
    id: uuid,
    testName: { type: 'string' },
    startsAt: { type: 'string', format: 'date-time' },
    area: { type: 'string' },
    mode: { type: 'string', enum: ['lab', 'home'] },
    address: { type: ['string', 'null'] },
    testPrice: naira,
    homeFee: naira,
    total: naira,
    status: {
      type: 'string',
      enum: ['awaiting-payment', 'booked', 'cancelled'],
      description: 'awaiting-payment holds the place until paid (POST /api/labs/bookings/{id}/pay); booked is paid.',
    },
    paid: { type: 'boolean' },
    refundDue: { type: ['boolean', 'null'], description: 'On a cancellation: whether the payment is refunded in full.' },
    attendance: { type: ['string', 'null'], enum: ['collected', 'no-show', null], description: "The laboratory's record at the slot." },
    resultReady: { type: 'boolean', description: 'A result was uploaded: GET /api/labs/bookings/{id}/result.' },
  },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

export const figuresQuery = {
  type: 'object',
  properties: { days: { type: 'integer', minimum: 1, maximum: 366, default: 30 } },
} as const;

const count = { type: 'integer' } as const;
export const figures = {
  type: 'object',
  required: [
    'days',
    'bookings',
    'paid',
    'awaitingPayment',
    'cancelled',
    'refunded',
    'homeCollections',
    'collected',
    'noShows',
    'resultsUploaded',
  ],
  properties: {
    days: count,
    bookings: { ...count, description: 'Bookings made in the period.' },
    paid: count,
    awaitingPayment: count,
    cancelled: count,
    refunded: { ...count, description: 'Cancelled in time for a full refund.' },
    homeCollections: count,
    collected: { ...count, description: 'Samples the laboratory marked collected.' },
    noShows: { ...count, description: 'Bookings the laboratory marked no-show.' },
    resultsUploaded: count,
  },
} as const;
