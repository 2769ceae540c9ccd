import crypto from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { cancelledPage, checkoutPage, finishedPage } from './checkout-page';

/** The secret key the sandbox accepts when none is configured; the API uses the same one with no PAYSTACK_SECRET_KEY. */
export const SANDBOX_SECRET_KEY = 'sk_test_sandbox_local';

/** Paystack's documented test cards. */
export const TEST_CARDS = {
  success: '4084084084084081',
  declined: '4084080000005408',
} as const;

export type TransactionStatus = 'ongoing' | 'success' | 'failed' | 'abandoned' | 'reversed';

export type SandboxTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string | null;
  metadata: unknown;
  status: TransactionStatus;
  gatewayResponse: string | null;
  paidAt: string | null;
  createdAt: string;
  last4: string | null;
  refunds: SandboxRefund[];
};

export type SandboxRefund = { id: number; amount: number; status: 'processed'; createdAt: string };

export type WebhookDelivery = { url: string; body: string; signature: string; status: number | null; error?: string };

export type SandboxOptions = {
  secretKey?: string;
  /** Where signed events are POSTed; read at send time, so tests may set it after both servers listen. */
  webhookUrl?: string | null;
  /** The sandbox's own public origin for authorization URLs; by default the Host of the initialize call. */
  publicUrl?: string | null;
  logger?: boolean;
  /** Delivery attempts per event (Paystack retries failed deliveries). */
  webhookAttempts?: number;
  webhookRetryDelayMs?: number;
};

export type SandboxState = {
  options: Required<Pick<SandboxOptions, 'secretKey'>> & SandboxOptions;
  transactions: Map<string, SandboxTransaction>;
  byAccessCode: Map<string, SandboxTransaction>;
  webhooks: WebhookDelivery[];
  /** Resolves when every webhook delivery started so far has finished (tests). */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxState;
  }
}

const REFERENCE_RE = /^[A-Za-z0-9.=-]{1,100}$/;

function fail(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ status: false, message });
}

function nowIso() {
  return new Date().toISOString();
}

/** The `data` object Paystack returns from verify and sends in charge.success. */
export function transactionData(t: SandboxTransaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: t.gatewayResponse ?? (t.status === 'abandoned' ? 'The transaction was not completed' : null),
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: 'card',
    currency: t.currency,
    ip_address: null,
    metadata: t.metadata ?? '',
    fees: t.status === 'success' ? Math.min(Math.round(t.amount * 0.015) + (t.amount >= 250_000 ? 10_000 : 0), 200_000) : null,
    customer: { email: t.email, customer_code: `CUS_sandbox_${crypto.createHash('sha1').update(t.email).digest('hex').slice(0, 10)}` },
    authorization: t.last4
      ? {
          authorization_code: `AUTH_sandbox_${t.id}`,
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
        }
      : {},
    paidAt: t.paidAt,
    createdAt: t.createdAt,
    requested_amount: t.amount,
    transaction_date: t.createdAt,
  };
}

export function sign(body: string, secretKey: string): string {
  return crypto.createHmac('sha512', secretKey).update(body).digest('hex');
}

/**
 * A local stand-in for Paystack: initialize, verify and refund with its JSON shapes and Bearer
 * secret, a hosted checkout page with test cards, and signed `charge.success` webhooks.
 * State lives in memory: it stands in for a third party, and it answers what was actually paid.
 */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);

  const inFlight = new Set<Promise<void>>();
  const state: SandboxState = {
    options: { ...options, secretKey: options.secretKey ?? SANDBOX_SECRET_KEY },
    transactions: new Map(),
    byAccessCode: new Map(),
    webhooks: [],
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  app.decorate('sandbox', state);
  let nextId = 4_100_000_000 + crypto.randomInt(1_000_000);

  function authorized(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return false;
    const given = Buffer.from(match[1]);
    const expected = Buffer.from(state.options.secretKey);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  const requireKey = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorized(request)) return fail(reply, 401, 'Invalid key');
  };

  async function deliver(url: string, body: string) {
    const signature = sign(body, state.options.secretKey);
    const record: WebhookDelivery = { url, body, signature, status: null };
    state.webhooks.push(record);
    const attempts = state.options.webhookAttempts ?? 3;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        record.status = res.status;
        await res.arrayBuffer();
        if (res.ok) return;
      } catch (err) {
        record.error = (err as Error).message;
      }
      if (attempt < attempts) await new Promise((r) => setTimeout(r, state.options.webhookRetryDelayMs ?? 500 * attempt));
    }
    app.log.warn({ url, status: record.status, error: record.error }, 'webhook delivery failed');
  }

  function sendEvent(event: string, data: unknown) {
    const url = state.options.webhookUrl;
    if (!url) return;
    const body = JSON.stringify({ event, data });
    const p = deliver(url, body).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  app.post<{ Body: Record<string, unknown> }>('/transaction/initialize', { preHandler: requireKey }, async (request, reply) => {
    const body = request.body ?? {};
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const amount = Number(body.amount);
    const currency = typeof body.currency === 'string' && body.currency ? body.currency : 'NGN';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail(reply, 400, 'Invalid Email Address Passed');
    if (!Number.isInteger(amount) || amount < 100) return fail(reply, 400, 'Invalid Amount Sent');
    if (currency !== 'NGN') return fail(reply, 403, 'Currency not supported by merchant');
    const reference = typeof body.reference === 'string' && body.reference ? body.reference : crypto.randomBytes(8).toString('hex');
    if (!REFERENCE_RE.test(reference)) return fail(reply, 400, 'Invalid reference: only -, ., = and alphanumeric characters allowed');
    if (state.transactions.has(reference)) return fail(reply, 400, 'Duplicate Transaction Reference');
    let callbackUrl: string | null = null;
    if (typeof body.callback_url === 'string' && body.callback_url) {
      try {
        callbackUrl = new URL(body.callback_url).toString();
      } catch {
        return fail(reply, 400, 'Invalid callback_url');
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
      amount,
      currency,
      email,
      callbackUrl,
      metadata: body.metadata ?? null,
      status: 'ongoing',
      gatewayResponse: null,
      paidAt: null,
      createdAt: nowIso(),
      last4: null,
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
    if (!t) return fail(reply, 400, 'Transaction reference not found');
    return { status: true, message: 'Verification successful', data: transactionData(t) };
  });

  app.post<{ Body: Record<string, unknown> }>('/refund', { preHandler: requireKey }, async (request, reply) => {
    const body = request.body ?? {};
    const key = String(body.transaction ?? '');
    const t = state.transactions.get(key) ?? [...state.transactions.values()].find((x) => String(x.id) === key);
    if (!t) return fail(reply, 404, 'Transaction not found');
    if (t.status === 'reversed') return fail(reply, 400, 'Transaction has been fully reversed');
    if (t.status !== 'success') return fail(reply, 400, 'Cannot refund a transaction that was not successful');
    const refunded = t.refunds.reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? t.amount - refunded : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > t.amount - refunded) {
      return fail(reply, 400, 'Refund amount cannot be more than the unrefunded transaction amount');
    }
    const refund: SandboxRefund = { id: nextId++, amount, status: 'processed', createdAt: nowIso() };
    t.refunds.push(refund);
    if (refunded + amount === t.amount) t.status = 'reversed';
    sendEvent('refund.processed', { id: refund.id, amount, currency: t.currency, status: 'processed', transaction_reference: t.reference });
    return {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: { id: t.id, reference: t.reference, amount: t.amount, currency: t.currency, channel: 'card' },
        id: refund.id,
        amount,
        currency: t.currency,
        status: 'pending',
        deducted_amount: 0,
        fully_deducted: false,
        merchant_note: typeof body.merchant_note === 'string' ? body.merchant_note : null,
        customer_note: typeof body.customer_note === 'string' ? body.customer_note : null,
        createdAt: refund.createdAt,
      },
    };
  });

  // The hosted checkout page: what the shopper's browser sees.
  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode', async (request, reply) => {
    const t = state.byAccessCode.get(request.params.accessCode);
    reply.type('text/html; charset=utf-8');
    if (!t) return reply.status(404).send(finishedPage('Payment not found', 'This payment link is not valid.'));
    if (t.status !== 'ongoing') return finishedPage('Payment closed', `This payment is ${t.status}.`);
    return checkoutPage(t, null);
  });

  app.post<{ Params: { accessCode: string }; Body: Record<string, string> }>('/checkout/:accessCode/pay', async (request, reply) => {
    const t = state.byAccessCode.get(request.params.accessCode);
    reply.type('text/html; charset=utf-8');
    if (!t) return reply.status(404).send(finishedPage('Payment not found', 'This payment link is not valid.'));
    if (t.status !== 'ongoing') return reply.status(409).send(finishedPage('Payment closed', `This payment is ${t.status}.`));
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

    if (card === TEST_CARDS.declined) {
      t.status = 'failed';
      t.gatewayResponse = 'Declined';
      t.last4 = card.slice(-4);
      return reply
        .status(402)
        .send(
          finishedPage('Payment declined', 'Your card was declined. No money was taken. Return to the shop to try again.', t.callbackUrl),
        );
    }

    t.status = 'success';
    t.gatewayResponse = 'Successful';
    t.paidAt = nowIso();
    t.last4 = card.slice(-4);
    sendEvent('charge.success', transactionData(t));
    if (!t.callbackUrl) return finishedPage('Payment successful', 'Your payment was successful. You may close this page.');
    const target = new URL(t.callbackUrl);
    target.searchParams.set('trxref', t.reference);
    target.searchParams.set('reference', t.reference);
    return reply.status(303).header('location', target.toString()).send('');
  });

  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode/cancel', async (request, reply) => {
    const t = state.byAccessCode.get(request.params.accessCode);
    reply.type('text/html; charset=utf-8');
    if (!t) return reply.status(404).send(finishedPage('Payment not found', 'This payment link is not valid.'));
    if (t.status === 'ongoing') {
      t.status = 'abandoned';
      t.gatewayResponse = 'The transaction was not completed';
    }
    return cancelledPage(t);
  });

  for (const path of ['/health', '/healthz']) app.get(path, async () => ({ status: 'ok' }));

  app.addHook('onClose', async () => {
    await state.settled();
  });

  return app;
}
