// Paystack's transaction API: POST /transaction/initialize and GET /transaction/verify/:reference.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireKey } from './auth';
import type { Ledger } from './ledger';
import { fail, nowIso, transactionData } from './shapes';
import { type Channel, CHANNELS, type SandboxTransaction } from './types';

const REFERENCE_RE = /^[A-Za-z0-9.=-]{1,100}$/;

type Initialize = {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  channels: Channel[];
  callbackUrl: string | null;
  metadata: unknown;
};
/** A refusal in Paystack's words: the arguments of fail() after the reply. */
type Refusal = [status: number, message: string, code: string, nextStep?: string];

/** The checked fields of an initialize call, or Paystack's refusal. */
function readInitialize(body: Record<string, unknown>, taken: (reference: string) => boolean): Initialize | Refusal {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const amount = Number(body.amount);
  const currency = typeof body.currency === 'string' && body.currency ? body.currency : 'NGN';
  if (!email) return [400, 'Email is required', 'invalid_email'];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return [400, 'Invalid Email Address Passed', 'invalid_email'];
  if (!Number.isInteger(amount) || amount < 100) return [400, 'Invalid Amount Sent', 'invalid_amount'];
  if (currency !== 'NGN') return [403, 'Currency not supported by merchant', 'unsupported_currency'];
  const reference = typeof body.reference === 'string' && body.reference ? body.reference : crypto.randomBytes(8).toString('hex');
  if (!REFERENCE_RE.test(reference))
    return [400, 'Invalid reference: only -, ., = and alphanumeric characters allowed', 'invalid_reference'];
  if (taken(reference))
    return [400, 'Duplicate Transaction Reference', 'duplicate_reference', 'Try and create the Transaction or Charge with a new reference'];
  let channels: Channel[] = [...CHANNELS];
  if (body.channels !== undefined) {
    const asked = Array.isArray(body.channels) ? body.channels.map(String) : [String(body.channels)];
    channels = CHANNELS.filter((c) => asked.includes(c));
    if (channels.length === 0) return [400, 'Invalid channels: none of the requested channels is available', 'invalid_channels'];
  }
  let callbackUrl: string | null = null;
  if (typeof body.callback_url === 'string' && body.callback_url) {
    try {
      callbackUrl = new URL(body.callback_url).toString();
    } catch {
      return [400, 'Invalid callback_url', 'invalid_callback_url'];
    }
  }
  return { email, amount, currency, reference, channels, callbackUrl, metadata: body.metadata ?? null };
}

function newAccessCode(): string {
  return (
    crypto
      .randomBytes(10)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 15) || crypto.randomUUID().slice(0, 8)
  );
}

export function transactionRoutes(app: FastifyInstance, ledger: Ledger) {
  const { state } = ledger;

  app.post<{ Body: Record<string, unknown> }>(
    '/transaction/initialize',
    { preHandler: requireKey(state) },
    async (request, reply: FastifyReply) => {
      const asked = readInitialize((request.body ?? {}) as Record<string, unknown>, (reference) => state.transactions.has(reference));
      if (Array.isArray(asked)) return fail(reply, ...asked);
      const { email, amount, currency, reference, channels, callbackUrl, metadata } = asked;
      const accessCode = newAccessCode();
      const t: SandboxTransaction = {
        id: ledger.newTransactionId(),
        reference,
        accessCode,
        requestedAmount: amount,
        amount,
        fees: null,
        customerPaysFees: state.options.customerPaysFees ?? false,
        currency,
        email,
        callbackUrl,
        metadata,
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
    },
  );

  app.get<{ Params: { reference: string } }>(
    '/transaction/verify/:reference',
    { preHandler: requireKey(state) },
    async (request, reply) => {
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
    },
  );
}
