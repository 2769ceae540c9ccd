import { type Answer, errors as documentedErrors, uuid } from '../../platform/http/schemas';
import { pagingQueryProperties } from '../../platform/lib/paging';
import { CLERK_STATUSES } from './clerk-status';

const REFUND_STATUS_VALUES = ['pending', 'processing', 'processed', 'failed', 'needs-attention'] as const;

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
        amount: { type: 'number', description: 'What the cart cost (naira).' },
        chargedAmount: {
          type: ['number', 'null'],
          description: "What the customer was charged (naira): amount, plus the provider's fees when the customer bears them.",
        },
        fees: { type: ['number', 'null'], description: "The provider's fees (naira)." },
        channel: { type: ['string', 'null'], description: 'card, bank_transfer, ussd...' },
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
    clerkStatus: {
      type: 'string',
      enum: CLERK_STATUSES,
      description:
        "In an accounts clerk's words: paid, refund-pending, partly-refunded, refunded (processed refunds cover the amount), reversed (at the provider, not by the shop), pending, cancelled-by-shopper (came back from the provider's page without paying), abandoned (lapsed), failed (declined, or the answer did not match).",
    },
    refundedAmount: { type: 'number', description: 'Naira given back by processed refunds.' },
    refundingAmount: { type: 'number', description: 'Naira of refunds still on their way.' },
    orderNumber: { type: ['string', 'null'], description: 'The order placed from this payment (EPH-000123), or null.' },
    labBooking: {
      type: ['object', 'null'],
      description:
        'The lab booking this payment pays (its reference, LAB-3F2A9C1B, and test), or null: a payment for a booking, not an order.',
      required: ['reference', 'testName'],
      properties: { reference: { type: 'string' }, testName: { type: 'string' } },
    },
    customerName: { type: ['string', 'null'], description: "The paying account's name." },
    refunded: { type: 'boolean', description: 'Some money was given back (a processed refund, or reversed at the provider).' },
    refundStatus: { type: ['string', 'null'], enum: [...REFUND_STATUS_VALUES, null], description: "The latest refund's status." },
    chargedAmount: { type: ['number', 'null'], description: 'Naira charged, fees included when the customer bears them.' },
    fees: { type: ['number', 'null'], description: "The provider's fees (naira)." },
    channel: { type: ['string', 'null'] },
    attention: {
      type: ['string', 'null'],
      description: 'Why an admin should look at this payment (e.g. reversed at the provider), or null.',
    },
    createdAt: { type: 'string' },
    paidAt: { type: ['string', 'null'] },
    paymentType: { type: 'string' },
    billingAddress: { type: 'string' },
    shippingAddress: { type: 'string' },
  },
} as const;

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day in Lagos time, yyyy-MM-dd.' } as const;

/** The days an admin reads: from (inclusive) to (inclusive), Lagos time; `to` defaults to `from`. */
export const spanQueryProperties = { from: day, to: day } as const;

export const transactionsQuery = <S extends string>(sorts: readonly S[]) =>
  ({
    type: 'object',
    properties: {
      ...pagingQueryProperties,
      sort: { type: 'string', enum: sorts, default: '-createdAt' as S, description: 'A leading - sorts descending.' },
      ...spanQueryProperties,
    },
  }) as const;

export const spanTotals = {
  type: 'object',
  properties: {
    from: { type: ['string', 'null'] },
    to: { type: ['string', 'null'] },
    count: { type: 'integer', description: 'Payments created in the span, whatever became of them.' },
    paidCount: { type: 'integer', description: 'Of them, paid.' },
    paid: { type: 'number', description: 'Naira paid on them.' },
    refunded: { type: 'number', description: 'Naira of that given back (processed refunds).' },
    net: { type: 'number', description: 'paid - refunded.' },
  },
} as const;

export const errors = documentedErrors(400, 401, 403, 404, 409, 429, 502);

export const refund = {
  type: 'object',
  properties: {
    id: uuid,
    paymentReference: { type: 'string' },
    amount: { type: 'number', description: 'Naira.' },
    currency: { type: 'string' },
    status: { type: 'string', enum: REFUND_STATUS_VALUES },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    processedAt: { type: ['string', 'null'] },
  },
} as const;

export const reconcileReport = {
  type: 'object',
  properties: Object.fromEntries(
    ['pendingChecked', 'nowPaid', 'ordersPlaced', 'nowClosed', 'paidChecked', 'reversed', 'refundsChecked', 'refundsChanged', 'errors'].map(
      (k) => [k, { type: 'integer' }],
    ),
  ),
} as const;

export const providerStatus = {
  type: 'object',
  properties: {
    sandbox: { type: 'boolean', description: 'true: the local Paystack sandbox, not real Paystack.' },
    alert: {
      type: ['object', 'null'],
      description:
        'Set when the provider refused the secret key (401) on the latest call; payments cannot be confirmed until PAYSTACK_SECRET_KEY is fixed.',
      properties: { at: { type: 'string' }, httpStatus: { type: 'integer' }, message: { type: 'string' } },
    },
  },
} as const;

/** A payment as admins and its owner read it. */
export type TransactionJson = Answer<typeof transaction>;
export type RefundJson = Answer<typeof refund>;
