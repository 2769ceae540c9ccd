import { errors as documentedErrors, uuid } from '../http/schemas';
const address = { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' } as const;

export const initiateBody = {
  type: 'object',
  required: ['amount', 'email', 'paymentType', 'shippingAddress', 'billingAddress', 'userId'],
  properties: {
    amount: { type: 'number', minimum: 1, description: "The total the shopper saw, in naira; must equal the server's total of the cart." },
    email: { type: 'string', format: 'email', maxLength: 254 },
    paymentType: { type: 'string', enum: ['medicine'], description: '"medicine" pays for the cart.' },
    shippingAddress: address,
    billingAddress: address,
    userId: uuid,
  },
} as const;

export const initiateResponse = {
  type: 'object',
  properties: {
    status: { type: 'boolean' },
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: { authorization_url: { type: 'string' }, access_code: { type: 'string' }, reference: { type: 'string' } },
    },
  },
} as const;

export const referenceParams = {
  type: 'object',
  required: ['ref'],
  properties: { ref: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const verifyResponse = {
  type: 'object',
  properties: {
    status: { type: 'boolean' },
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        reference: { type: 'string' },
        status: { type: 'string', enum: ['pending', 'success', 'failed', 'abandoned'] },
        paid: { type: 'boolean' },
        amount: { type: 'number' },
        currency: { type: 'string' },
        paidAt: { type: ['string', 'null'] },
        gatewayResponse: { type: ['string', 'null'] },
        paymentType: { type: 'string' },
        orderId: { type: ['string', 'null'] },
      },
    },
  },
} as const;

export const transaction = {
  type: 'object',
  properties: {
    id: uuid,
    userId: uuid,
    email: { type: 'string' },
    amount: { type: 'number', description: 'Naira.' },
    transactionReference: { type: 'string' },
    status: { type: 'boolean', description: 'true: paid (Success); false: not paid (Failed, pending or abandoned).' },
    paymentStatus: { type: 'string', enum: ['pending', 'success', 'failed', 'abandoned'] },
    refunded: { type: 'boolean' },
    createdAt: { type: 'string' },
    paidAt: { type: ['string', 'null'] },
    paymentType: { type: 'string' },
    billingAddress: { type: 'string' },
    shippingAddress: { type: 'string' },
  },
} as const;

export const errors = documentedErrors(400, 401, 403, 404, 409, 429, 502);
