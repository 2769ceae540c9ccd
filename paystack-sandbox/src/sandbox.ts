import crypto from 'node:crypto';
import querystring from 'node:querystring';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { cancelledPage, checkoutPage, declinedPage, finishedPage, transferWaitingPage } from './checkout-page';
import { chargedAmount, paystackFee } from './fees';

export { chargedAmount, paystackFee };

/** The secret key the sandbox accepts when none is configured; the API uses the same one with no PAYSTACK_SECRET_KEY. */
export const SANDBOX_SECRET_KEY = 'sk_test_sandbox_local';

/** Paystack's documented test cards. */
export const TEST_CARDS = {
  success: '4084084084084081',
  declined: '4084080000005408',
} as const;

/** The channels the hosted page simulates (Paystack's names). */
export const CHANNELS = ['card', 'bank_transfer', 'ussd'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Paystack's transaction states: `abandoned` until the customer attempts to pay (and after a
 * cancel), `failed` after a declined attempt (the checkout can still be paid), `pending` while a
 * bank transfer is on its way, `success`, `reversed` once fully refunded.
 */
export type TransactionStatus = 'abandoned' | 'ongoing' | 'pending' | 'success' | 'failed' | 'reversed';

export type SandboxTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  /** What the merchant asked for (kobo). */
  requestedAmount: number;
  /** What the customer is charged: requestedAmount, plus the fees when the customer bears them. */
  amount: number;
  fees: number | null;
  customerPaysFees: boolean;
  currency: string;
  email: string;
  callbackUrl: string | null;
  metadata: unknown;
  channels: Channel[];
  channel: Channel | null;
  status: TransactionStatus;
  gatewayResponse: string | null;
  paidAt: string | null;
  createdAt: string;
  last4: string | null;
  attempts: number;
  refunds: SandboxRefund[];
};

export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';

export type SandboxRefund = {
  id: number;
  transactionReference: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  merchantNote: string;
  customerNote: string;
  createdAt: string;
  updatedAt: string;
  refundedAt: string | null;
};

export type WebhookDelivery = {
  event: string;
  url: string;
  body: string;
  signature: string;
  status: number | null;
  attempts: number;
  /** true for the late repeat of an event already delivered (Paystack may send an event twice). */
  duplicate: boolean;
  error?: string;
};

export type SandboxOptions = {
  secretKey?: string;
  /** Where signed events are POSTed; read at send time, so tests may set it after both servers listen. */
  webhookUrl?: string | null;
  /** The sandbox's own public origin for authorization URLs; by default the Host of the initialize call. */
  publicUrl?: string | null;
  logger?: boolean;
  /** Delivery attempts per event at most (1 = no retries); by default the whole retry schedule. */
  webhookAttempts?: number;
  /**
   * Waits before each retry of an undelivered event. Default: Paystack's live schedule, every
   * 3 minutes for the first 4 retries, then hourly for 72 hours.
   */
  webhookRetryScheduleMs?: number[];
  /** Multiplies every sandbox delay (retries, duplicates, transfers, refunds): 0.001 turns hours into seconds. */
  timeScale?: number;
  /** Send every event a second time this long after it was delivered (a late duplicate); null: never. */
  duplicateWebhookDelayMs?: number | null;
  /** The customer pays Paystack's fees: amount = requested_amount + fees. */
  customerPaysFees?: boolean;
  /** How long a confirmed bank transfer takes to arrive. */
  transferDelayMs?: number;
  /** How long a refund stays in each of `pending` and `processing`. */
  refundStepMs?: number;
  /** How queued refunds end. */
  refundOutcome?: 'processed' | 'failed' | 'needs-attention';
};

export type SandboxState = {
  options: Required<Pick<SandboxOptions, 'secretKey'>> & SandboxOptions;
  transactions: Map<string, SandboxTransaction>;
  byAccessCode: Map<string, SandboxTransaction>;
  refunds: Map<number, SandboxRefund>;
  webhooks: WebhookDelivery[];
  /** Resolves when every webhook delivery, transfer and refund started so far has finished (tests). */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxState;
  }
}

const REFERENCE_RE = /^[A-Za-z0-9.=-]{1,100}$/;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Paystack (live mode): retried every 3 minutes for the first 4 tries, then hourly for the next 72 hours. */
export const PAYSTACK_RETRY_SCHEDULE_MS = [...Array<number>(4).fill(3 * MINUTE), ...Array<number>(72).fill(HOUR)];
const INTEGRATION_ID = 412829;

/** Paystack's error envelope: `{ status: false, message, meta: { nextStep }, type, code }`. */
function fail(reply: FastifyReply, status: number, message: string, code = 'invalid_params', nextStep?: string) {
  return reply.status(status).send({
    status: false,
    message,
    meta: { nextStep: nextStep ?? 'Ensure that you provide all the required parameters and that they are valid' },
    type: 'validation_error',
    code,
  });
}

function nowIso() {
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
      authorization_code: `AUTH_${t.id}`,
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
      signature: `SIG_${t.id}`,
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

export function sign(body: string, secretKey: string): string {
  return crypto.createHmac('sha512', secretKey).update(body).digest('hex');
}

/**
 * A local stand-in for Paystack that behaves as its documentation says: initialize, verify, refund
 * (asynchronous, with `refund.*` events) and fetch refund, with its JSON shapes and Bearer secret;
 * a hosted checkout page for card, bank transfer and USSD; signed webhooks retried on Paystack's
 * schedule (optionally compressed, optionally repeated late). State lives in memory: it stands in
 * for a third party, and it answers what was actually paid.
 */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  // Paystack reads a body sent without a Content-Type (or with another one) as JSON, else as a form.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, querystring.parse(text));
    }
  });

  const inFlight = new Set<Promise<unknown>>();
  const closing = new AbortController();
  const state: SandboxState = {
    options: { ...options, secretKey: options.secretKey ?? SANDBOX_SECRET_KEY },
    transactions: new Map(),
    byAccessCode: new Map(),
    refunds: new Map(),
    webhooks: [],
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  app.decorate('sandbox', state);
  let nextId = 4_100_000_000 + crypto.randomInt(1_000_000);
  let nextRefundId = 15_000_000 + crypto.randomInt(1_000_000);

  const scaled = (ms: number) => Math.max(0, Math.round(ms * (state.options.timeScale ?? 1)));

  /** Waits (scaled), or returns false early when the sandbox closes. */
  function sleep(ms: number): Promise<boolean> {
    if (closing.signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        closing.signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, scaled(ms));
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      closing.signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Background work (deliveries, transfers, refunds) that settled() waits for. */
  function track(p: Promise<unknown>) {
    const tracked = p.catch((err) => app.log.error({ err }, 'sandbox background work failed')).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  function authorized(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return false;
    const given = Buffer.from(match[1]);
    const expected = Buffer.from(state.options.secretKey);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  const requireKey = async (request: FastifyRequest, reply: FastifyReply) => {
    // Paystack's documented 401 answer is exactly this.
    if (!authorized(request)) return reply.status(401).send({ status: false, message: 'Invalid key' });
  };

  async function attempt(record: WebhookDelivery): Promise<boolean> {
    record.attempts++;
    try {
      const res = await fetch(record.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': record.signature },
        body: record.body,
        signal: AbortSignal.timeout(10_000),
      });
      record.status = res.status;
      await res.arrayBuffer();
      return res.ok;
    } catch (err) {
      record.error = (err as Error).message;
      return false;
    }
  }

  /** One event to one URL: retried on the schedule until a 2xx, then maybe repeated late. */
  async function deliver(event: string, url: string, body: string) {
    const signature = sign(body, state.options.secretKey);
    const record: WebhookDelivery = { event, url, body, signature, status: null, attempts: 0, duplicate: false };
    state.webhooks.push(record);
    const schedule = state.options.webhookRetryScheduleMs ?? PAYSTACK_RETRY_SCHEDULE_MS;
    const maxAttempts = Math.min(state.options.webhookAttempts ?? schedule.length + 1, schedule.length + 1);
    let delivered = await attempt(record);
    for (let i = 0; !delivered && i < maxAttempts - 1; i++) {
      if (!(await sleep(schedule[i]))) return;
      delivered = await attempt(record);
    }
    if (!delivered) {
      app.log.warn({ url, event, status: record.status, error: record.error }, 'webhook delivery failed');
      return;
    }
    const lateBy = state.options.duplicateWebhookDelayMs;
    if (lateBy !== null && lateBy !== undefined) {
      if (!(await sleep(lateBy))) return;
      const duplicate: WebhookDelivery = { ...record, status: null, attempts: 0, duplicate: true, error: undefined };
      state.webhooks.push(duplicate);
      await attempt(duplicate);
    }
  }

  function sendEvent(event: string, data: unknown) {
    const url = state.options.webhookUrl;
    if (!url) return;
    track(deliver(event, url, JSON.stringify({ event, data })));
  }

  function succeed(t: SandboxTransaction, channel: Channel, gateway: string) {
    t.channel = channel;
    const fee = paystackFee(t.requestedAmount);
    t.amount = chargedAmount(t);
    t.fees = fee;
    t.status = 'success';
    t.gatewayResponse = gateway;
    t.paidAt = nowIso();
    sendEvent('charge.success', transactionData(t));
  }

  function refundable(t: SandboxTransaction) {
    const taken = t.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    return t.amount - taken;
  }

  async function completeRefund(r: SandboxRefund, t: SandboxTransaction) {
    const step = state.options.refundStepMs ?? 5_000;
    if (!(await sleep(step))) return;
    r.status = 'processing';
    r.updatedAt = nowIso();
    sendEvent('refund.processing', refundEventData(r, t));
    if (!(await sleep(step))) return;
    const outcome = state.options.refundOutcome ?? 'processed';
    r.status = outcome;
    r.updatedAt = nowIso();
    if (outcome === 'processed') {
      r.refundedAt = r.updatedAt;
      if (refundable(t) === 0 && t.refunds.every((x) => x.status === 'processed' || x.status === 'failed')) t.status = 'reversed';
    }
    sendEvent(`refund.${outcome}`, refundEventData(r, t));
  }

  app.post<{ Body: Record<string, unknown> }>('/transaction/initialize', { preHandler: requireKey }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const amount = Number(body.amount);
    const currency = typeof body.currency === 'string' && body.currency ? body.currency : 'NGN';
    if (!email) return fail(reply, 400, 'Email is required', 'invalid_email');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail(reply, 400, 'Invalid Email Address Passed', 'invalid_email');
    if (!Number.isInteger(amount) || amount < 100) return fail(reply, 400, 'Invalid Amount Sent', 'invalid_amount');
    if (currency !== 'NGN') return fail(reply, 403, 'Currency not supported by merchant', 'unsupported_currency');
    const reference = typeof body.reference === 'string' && body.reference ? body.reference : crypto.randomBytes(8).toString('hex');
    if (!REFERENCE_RE.test(reference)) {
      return fail(reply, 400, 'Invalid reference: only -, ., = and alphanumeric characters allowed', 'invalid_reference');
    }
    if (state.transactions.has(reference)) {
      return fail(
        reply,
        400,
        'Duplicate Transaction Reference',
        'duplicate_reference',
        'Try and create the Transaction or Charge with a new reference',
      );
    }
    let channels: Channel[] = [...CHANNELS];
    if (body.channels !== undefined) {
      const asked = Array.isArray(body.channels) ? body.channels.map(String) : [String(body.channels)];
      channels = CHANNELS.filter((c) => asked.includes(c));
      if (channels.length === 0)
        return fail(reply, 400, 'Invalid channels: none of the requested channels is available', 'invalid_channels');
    }
    let callbackUrl: string | null = null;
    if (typeof body.callback_url === 'string' && body.callback_url) {
      try {
        callbackUrl = new URL(body.callback_url).toString();
      } catch {
        return fail(reply, 400, 'Invalid callback_url', 'invalid_callback_url');
      }
    }
    const accessCode =
      crypto
        .randomBytes(10)
        .toString('base64url')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 15) || crypto.randomUUID().slice(0, 8);
    const t: SandboxTransaction = {
      id: nextId++,
      reference,
      accessCode,
      requestedAmount: amount,
      amount,
      fees: null,
      customerPaysFees: state.options.customerPaysFees ?? false,
      currency,
      email,
      callbackUrl,
      metadata: body.metadata ?? null,
      channels,
      channel: null,
      // Paystack: a transaction nobody has tried to pay yet verifies as abandoned.
      status: 'abandoned',
      gatewayResponse: null,
      paidAt: null,
      createdAt: nowIso(),
      last4: null,
      attempts: 0,
      refunds: [],
    };
    state.transactions.set(reference, t);
    state.byAccessCode.set(accessCode, t);
    const origin = (state.options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    return {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${origin}/checkout/${accessCode}`, access_code: accessCode, reference },
    };
  });

  app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', { preHandler: requireKey }, async (request, reply) => {
    const t = state.transactions.get(request.params.reference);
    if (!t)
      return fail(
        reply,
        400,
        'Transaction reference not found',
        'transaction_not_found',
        'Ensure that you are passing the right reference',
      );
    return { status: true, message: 'Verification successful', data: transactionData(t) };
  });

  app.post<{ Body: Record<string, unknown> }>('/refund', { preHandler: requireKey }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = String(body.transaction ?? '');
    if (!key) return fail(reply, 400, 'Transaction reference or id is required', 'invalid_params');
    const t = state.transactions.get(key) ?? [...state.transactions.values()].find((x) => String(x.id) === key);
    if (!t) return fail(reply, 404, 'Transaction not found', 'transaction_not_found');
    if (t.status === 'reversed' || (t.status === 'success' && refundable(t) === 0)) {
      return fail(reply, 400, 'Transaction has been fully reversed', 'transaction_reversed');
    }
    if (t.status !== 'success')
      return fail(reply, 400, 'Cannot refund a transaction that was not successful', 'transaction_not_successful');
    const available = refundable(t);
    const amount = body.amount === undefined ? available : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > available) {
      return fail(reply, 400, 'Refund amount cannot be more than the unrefunded transaction amount', 'invalid_amount');
    }
    const createdAt = nowIso();
    const refund: SandboxRefund = {
      id: nextRefundId++,
      transactionReference: t.reference,
      amount,
      currency: t.currency,
      status: 'pending',
      merchantNote: typeof body.merchant_note === 'string' ? body.merchant_note : `Refund for transaction ${t.reference}`,
      customerNote: typeof body.customer_note === 'string' ? body.customer_note : `Refund for transaction ${t.reference}`,
      createdAt,
      updatedAt: createdAt,
      refundedAt: null,
    };
    t.refunds.push(refund);
    state.refunds.set(refund.id, refund);
    sendEvent('refund.pending', refundEventData(refund, t));
    track(completeRefund(refund, t));
    return {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
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
        amount,
        fully_deducted: false,
        id: refund.id,
        createdAt,
        updatedAt: createdAt,
      },
    };
  });

  app.get<{ Params: { id: string } }>('/refund/:id', { preHandler: requireKey }, async (request, reply) => {
    const refund = state.refunds.get(Number(request.params.id));
    const t = refund ? state.transactions.get(refund.transactionReference) : undefined;
    if (!refund || !t) return fail(reply, 404, 'Refund not found', 'not_found', 'Ensure that you are passing the right refund id');
    return { status: true, message: 'Refund retrieved', data: refundData(refund, t) };
  });

  // The hosted checkout page: what the shopper's browser sees.
  const PAYABLE = new Set<TransactionStatus>(['abandoned', 'failed', 'ongoing']);

  function redirectToShop(t: SandboxTransaction, reply: FastifyReply) {
    if (!t.callbackUrl) return finishedPage('Payment successful', 'Your payment was successful. You may close this page.');
    const target = new URL(t.callbackUrl);
    target.searchParams.set('trxref', t.reference);
    target.searchParams.set('reference', t.reference);
    return reply.status(303).header('location', target.toString()).send('');
  }

  /** The transaction behind a checkout page, if it can still be paid; otherwise the answer to send. */
  function payable(request: FastifyRequest<{ Params: { accessCode: string } }>, reply: FastifyReply, channel: Channel) {
    const t = state.byAccessCode.get(request.params.accessCode);
    reply.type('text/html; charset=utf-8');
    if (!t) return { answer: reply.status(404).send(finishedPage('Payment not found', 'This payment link is not valid.')) };
    if (!PAYABLE.has(t.status)) return { answer: reply.status(409).send(finishedPage('Payment closed', `This payment is ${t.status}.`)) };
    if (!t.channels.includes(channel)) {
      return { answer: reply.status(400).send(checkoutPage(t, 'This payment method is not available for this payment.')) };
    }
    return { t };
  }

  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode', async (request, reply) => {
    const t = state.byAccessCode.get(request.params.accessCode);
    reply.type('text/html; charset=utf-8');
    if (!t) return reply.status(404).send(finishedPage('Payment not found', 'This payment link is not valid.'));
    if (t.status === 'pending') return transferWaitingPage(t);
    if (!PAYABLE.has(t.status)) return finishedPage('Payment closed', `This payment is ${t.status}.`);
    return checkoutPage(t, null);
  });

  /** The waiting page polls this: back to the shop once the transfer has arrived. */
  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode/status', async (request, reply) => {
    const t = state.byAccessCode.get(request.params.accessCode);
    reply.type('text/html; charset=utf-8');
    if (!t) return reply.status(404).send(finishedPage('Payment not found', 'This payment link is not valid.'));
    if (t.status === 'success') return redirectToShop(t, reply);
    if (t.status === 'pending') return transferWaitingPage(t);
    return finishedPage('Payment closed', `This payment is ${t.status}.`, t.callbackUrl);
  });

  app.post<{ Params: { accessCode: string }; Body: Record<string, string> }>('/checkout/:accessCode/pay', async (request, reply) => {
    const found = payable(request, reply, 'card');
    if (!found.t) return found.answer;
    const t = found.t;
    const body = request.body ?? {};
    const card = String(body.card_number ?? '').replace(/[\s-]/g, '');
    const expiry = String(body.expiry ?? '').trim();
    const cvv = String(body.cvv ?? '').trim();
    const expiryMatch = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
    const now = new Date();
    let error: string | null = null;
    if (!/^\d{12,19}$/.test(card)) error = 'Enter a valid card number.';
    else if (!expiryMatch || Number(expiryMatch[1]) < 1 || Number(expiryMatch[1]) > 12) error = 'Enter the expiry date as MM/YY.';
    else {
      const year = Number(expiryMatch[2].length === 2 ? `20${expiryMatch[2]}` : expiryMatch[2]);
      const month = Number(expiryMatch[1]);
      if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) error = 'This card has expired.';
      else if (!/^\d{3}$/.test(cvv)) error = 'Enter the 3-digit CVV.';
      else if (card !== TEST_CARDS.success && card !== TEST_CARDS.declined) {
        error = 'This is a test checkout: use the test card 4084 0840 8408 4081 (success) or 4084 0800 0000 5408 (declined).';
      }
    }
    if (error) return reply.status(400).send(checkoutPage(t, error));

    t.attempts++;
    t.channel = 'card';
    t.last4 = card.slice(-4);
    if (card === TEST_CARDS.declined) {
      // Paystack keeps the checkout open after a decline: the customer may try another card.
      t.status = 'failed';
      t.gatewayResponse = 'Declined';
      return reply.status(402).send(declinedPage(t));
    }
    succeed(t, 'card', 'Successful');
    return redirectToShop(t, reply);
  });

  app.post<{ Params: { accessCode: string } }>('/checkout/:accessCode/transfer', async (request, reply) => {
    const found = payable(request, reply, 'bank_transfer');
    if (!found.t) return found.answer;
    const t = found.t;
    t.attempts++;
    t.channel = 'bank_transfer';
    t.status = 'pending';
    t.gatewayResponse = null;
    // The bank takes a little while; the transaction is pending until the money arrives.
    track(
      (async () => {
        if (!(await sleep(state.options.transferDelayMs ?? 8_000))) return;
        if (t.status === 'pending') succeed(t, 'bank_transfer', 'Approved');
      })(),
    );
    return reply
      .status(303)
      .header('location', `/checkout/${encodeURIComponent(t.accessCode)}/status`)
      .send('');
  });

  app.post<{ Params: { accessCode: string } }>('/checkout/:accessCode/ussd', async (request, reply) => {
    const found = payable(request, reply, 'ussd');
    if (!found.t) return found.answer;
    const t = found.t;
    t.attempts++;
    succeed(t, 'ussd', 'Approved');
    return redirectToShop(t, reply);
  });

  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode/cancel', async (request, reply) => {
    const t = state.byAccessCode.get(request.params.accessCode);
    reply.type('text/html; charset=utf-8');
    if (!t) return reply.status(404).send(finishedPage('Payment not found', 'This payment link is not valid.'));
    if (t.status === 'ongoing' || t.status === 'failed' || t.status === 'abandoned') {
      t.status = 'abandoned';
      t.gatewayResponse = 'The transaction was not completed';
    }
    return cancelledPage(t);
  });

  for (const path of ['/health', '/healthz']) app.get(path, async () => ({ status: 'ok' }));

  app.addHook('onClose', async () => {
    closing.abort();
    await state.settled();
  });

  return app;
}
