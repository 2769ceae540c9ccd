// The JSON Paystack answers and sends (transactions, refunds, events, errors), built from the sandbox's records.
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SandboxRefund, SandboxTransaction } from './types';

const INTEGRATION_ID = 412829;
export const HOUR = 3_600_000;

/** Paystack's error envelope: `{ status: false, message, meta: { nextStep }, type, code }`. */
export function fail(reply: FastifyReply, status: number, message: string, code = 'invalid_params', nextStep?: string) {
  return reply.status(status).send({
    status: false,
    message,
    meta: { nextStep: nextStep ?? 'Ensure that you provide all the required parameters and that they are valid' },
    type: 'validation_error',
    code,
  });
}

export function nowIso() {
  return new Date().toISOString();
}

function customerCode(email: string) {
  return `CUS_${crypto.createHash('sha1').update(email).digest('hex').slice(0, 15)}`;
}

function customerId(email: string) {
  return crypto.createHash('sha1').update(email).digest().readUInt32BE(0) % 100_000_000;
}

function authorizationOf(t: SandboxTransaction) {
  if (t.channel === 'card' && t.last4) {
    return {
      // A charge of a saved card answers the authorization it charged.
      authorization_code: t.authorizationCode ?? `AUTH_${t.id}`,
      bin: '408408',
      last4: t.last4,
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: 'visa ',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
      signature: `SIG_${t.authorizationCode ?? `AUTH_${t.id}`}`,
      account_name: null,
      receiver_bank_account_number: null,
      receiver_bank: null,
    };
  }
  if (t.channel === 'bank_transfer') {
    return {
      authorization_code: `AUTH_${t.id}`,
      bin: '008XXX',
      last4: 'X553',
      exp_month: '12',
      exp_year: '9999',
      channel: 'bank_transfer',
      card_type: 'transfer',
      bank: 'Test Bank',
      country_code: 'NG',
      brand: 'Managed Account',
      reusable: false,
      signature: `SIG_${t.id}`,
      account_name: 'Ada Customer',
      receiver_bank_account_number: '1234567890',
      receiver_bank: 'Test Bank',
    };
  }
  if (t.channel === 'ussd') {
    return {
      authorization_code: `AUTH_${t.id}`,
      bin: 'XXXXXX',
      last4: 'XXXX',
      exp_month: '12',
      exp_year: '9999',
      channel: 'ussd',
      card_type: 'offline',
      bank: 'Guaranty Trust Bank',
      country_code: 'NG',
      brand: 'offline',
      reusable: false,
      signature: `SIG_${t.id}`,
      account_name: null,
      receiver_bank_account_number: null,
      receiver_bank: null,
    };
  }
  return {};
}

function customerOf(email: string) {
  return {
    id: customerId(email),
    first_name: null,
    last_name: null,
    email,
    customer_code: customerCode(email),
    phone: null,
    metadata: null,
    risk_action: 'default',
    international_format_phone: null,
  };
}

function gatewayResponse(t: SandboxTransaction): string {
  if (t.gatewayResponse) return t.gatewayResponse;
  if (t.status === 'abandoned') return 'The transaction was not completed';
  if (t.status === 'pending') return 'Transaction is pending';
  return 'Approved';
}

/**
 * The `data` object Paystack returns from verify and sends in charge.success, with every field
 * the published description requires.
 */
export function transactionData(t: SandboxTransaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: gatewayResponse(t),
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: t.channel ?? 'card',
    currency: t.currency,
    ip_address: '127.0.0.1',
    metadata: t.metadata ?? '',
    log: t.attempts
      ? {
          start_time: Math.floor(Date.parse(t.createdAt) / 1000),
          time_spent: Math.max(1, Math.floor((Date.now() - Date.parse(t.createdAt)) / 1000)),
          attempts: t.attempts,
          errors: t.status === 'failed' ? 1 : 0,
          success: t.status === 'success' || t.status === 'reversed',
          mobile: false,
          input: [],
          history: [{ type: 'action', message: `Attempted to pay with ${t.channel ?? 'card'}`, time: 1 }],
        }
      : null,
    fees: t.fees,
    fees_split: null,
    authorization: authorizationOf(t),
    customer: customerOf(t.email),
    plan: null,
    split: {},
    order_id: null,
    paidAt: t.paidAt,
    createdAt: t.createdAt,
    requested_amount: t.requestedAmount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: t.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/** A refund as `GET /refund/:id` answers it. */
export function refundData(r: SandboxRefund, t: SandboxTransaction) {
  return {
    integration: INTEGRATION_ID,
    transaction: t.id,
    dispute: null,
    settlement: null,
    id: r.id,
    domain: 'test',
    currency: r.currency,
    amount: r.amount,
    status: r.status,
    refunded_at: r.refundedAt,
    refunded_by: 'sandbox@e-pharmacy.ng',
    customer_note: r.customerNote,
    merchant_note: r.merchantNote,
    deducted_amount: 0,
    fully_deducted: 0,
    createdAt: r.createdAt,
    bank_reference: r.status === 'processed' ? `RRN${r.id}` : null,
    transaction_reference: t.reference,
    reason: r.status === 'failed' ? 'The refund could not be processed by the bank' : '',
    customer: {
      id: customerId(t.email),
      first_name: '',
      last_name: '',
      email: t.email,
      customer_code: customerCode(t.email),
      phone: '',
      metadata: '',
      risk_action: 'default',
      international_format_phone: '',
    },
    refund_type: r.amount === t.amount ? 'full' : 'partial',
    transaction_amount: t.amount,
    initiated_by: 'api',
    refund_channel: t.channel ?? 'card',
    session_id: null,
    collect_account_number: r.status === 'needs-attention',
  };
}

/** The `data` of a `refund.*` webhook, in the documented shape. */
export function refundEventData(r: SandboxRefund, t: SandboxTransaction) {
  return {
    status: r.status,
    transaction_reference: t.reference,
    refund_reference: r.status === 'processed' ? `RRN${r.id}` : null,
    amount: r.amount,
    currency: r.currency,
    processor: 'sandbox',
    customer: { first_name: '', last_name: '', email: t.email },
    integration: INTEGRATION_ID,
    domain: 'test',
  };
}

/** The `data` of `POST /refund`'s answer: the refund just queued, with its transaction. */
export function refundQueuedData(refund: SandboxRefund, t: SandboxTransaction) {
  return {
    transaction: {
      id: t.id,
      domain: 'test',
      reference: t.reference,
      amount: t.amount,
      paid_at: t.paidAt,
      channel: t.channel ?? 'card',
      currency: t.currency,
      authorization: { exp_month: null, exp_year: null, account_name: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt: t.paidAt,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: INTEGRATION_ID,
    deducted_amount: 0,
    channel: null,
    merchant_note: refund.merchantNote,
    customer_note: refund.customerNote,
    status: 'pending',
    refunded_by: 'sandbox@e-pharmacy.ng',
    expected_at: new Date(Date.now() + 5 * 24 * HOUR).toISOString(),
    currency: t.currency,
    domain: 'test',
    amount: refund.amount,
    fully_deducted: false,
    id: refund.id,
    createdAt: refund.createdAt,
    updatedAt: refund.createdAt,
  };
}

/**
 * The `data` of a charge_authorization answer (Paystack's ChargeAuthorizationResponse): the charge as
 * made, with `status` `success`, `failed` (gateway_response "Insufficient Funds"), or the step the
 * bank asks for (`send_otp`, `pay_offline`, ...).
 */
export function chargeAuthorizationData(t: SandboxTransaction, outcome: string) {
  const full = transactionData(t);
  const { receiver_bank_account_number: _n, receiver_bank: _b, ...authorization } = full.authorization as Record<string, unknown>;
  return {
    amount: t.amount,
    currency: t.currency,
    transaction_date: t.createdAt,
    status: outcome === 'success' ? 'success' : outcome === 'insufficient_funds' ? 'failed' : outcome,
    reference: t.reference,
    domain: 'test',
    metadata: typeof t.metadata === 'string' ? t.metadata : '',
    gateway_response: full.gateway_response,
    message: null,
    channel: 'card',
    ip_address: null,
    log: null,
    fees: t.fees,
    authorization,
    customer: full.customer,
    plan: null,
    id: t.id,
  };
}
