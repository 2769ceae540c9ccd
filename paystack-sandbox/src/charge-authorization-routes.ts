// Paystack's POST /transaction/charge_authorization: a reusable card authorization, from a card paid
// earlier on the hosted page, charged again without the customer (recurring payments).
import type { FastifyInstance } from 'fastify';
import { requireKey } from './auth';
import type { Ledger } from './ledger';
import { chargeAuthorizationData, fail, nowIso } from './shapes';
import type { ChargeOutcome, SandboxTransaction } from './types';

const REFERENCE_RE = /^[A-Za-z0-9.=-]{1,100}$/;

/**
 * What Paystack answers when the bank wants the customer again (`data.status`), as its recurring
 * charges guide lists them: the charge is not made and the merchant must bring the customer back.
 */
const ACTION_STATUSES: Record<Exclude<ChargeOutcome, 'success' | 'insufficient_funds'>, string> = {
  send_otp: 'Please enter the OTP sent to your phone',
  send_pin: 'Please enter your card PIN',
  send_birthday: 'Please enter your birthday',
  send_phone: 'Please enter your phone number',
  open_url: 'Please complete authentication',
  pay_offline: 'Please complete the payment on your phone',
};

export function chargeAuthorizationRoutes(app: FastifyInstance, ledger: Ledger) {
  const { state } = ledger;

  app.post<{ Body: Record<string, unknown> }>(
    '/transaction/charge_authorization',
    { preHandler: requireKey(state) },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const amount = Number(body.amount);
      const code = typeof body.authorization_code === 'string' ? body.authorization_code : '';
      const currency = typeof body.currency === 'string' && body.currency ? body.currency : 'NGN';
      if (!email) return fail(reply, 400, 'Email is required', 'invalid_email');
      if (!Number.isInteger(amount) || amount < 100) return fail(reply, 400, 'Invalid Amount Sent', 'invalid_amount');
      if (!code) return fail(reply, 400, 'Authorization code is required', 'invalid_params');
      if (currency !== 'NGN') return fail(reply, 403, 'Currency not supported by merchant', 'unsupported_currency');
      const source = state.authorizations.get(code);
      if (!source || source.channel !== 'card') return fail(reply, 400, 'Invalid Authorization Code', 'invalid_authorization_code');
      if (source.email.toLowerCase() !== email.toLowerCase())
        return fail(reply, 400, 'Email does not match Authorization code. Please confirm', 'email_mismatch');
      const reference = typeof body.reference === 'string' && body.reference ? body.reference : `RC${ledger.newTransactionId()}`;
      if (!REFERENCE_RE.test(reference))
        return fail(reply, 400, 'Invalid reference: only -, ., = and alphanumeric characters allowed', 'invalid_reference');
      if (state.transactions.has(reference))
        return fail(
          reply,
          400,
          'Duplicate Transaction Reference',
          'duplicate_reference',
          'Try and create the Transaction or Charge with a new reference',
        );

      const outcome: ChargeOutcome = state.authorizationOutcomes.get(code) ?? state.options.chargeAuthorizationOutcome ?? 'success';
      const t: SandboxTransaction = {
        id: ledger.newTransactionId(),
        reference,
        accessCode: '',
        requestedAmount: amount,
        amount,
        fees: null,
        customerPaysFees: false,
        currency,
        email: source.email,
        callbackUrl: null,
        metadata: typeof body.metadata === 'string' ? body.metadata : '',
        channels: ['card'],
        channel: 'card',
        status: 'failed',
        gatewayResponse: null,
        paidAt: null,
        createdAt: nowIso(),
        last4: source.last4,
        attempts: 1,
        refunds: [],
        authorizationCode: code,
      };
      state.transactions.set(reference, t);
      if (outcome === 'success') {
        ledger.succeed(t, 'card', 'Approved');
      } else if (outcome === 'insufficient_funds') {
        t.status = 'failed';
        t.gatewayResponse = 'Insufficient Funds';
      } else {
        // The bank asks for the customer: nothing is charged; the transaction waits for them (and is abandoned if they never come).
        t.status = 'ongoing';
        t.gatewayResponse = ACTION_STATUSES[outcome];
      }
      return { status: true, message: 'Charge attempted', data: chargeAuthorizationData(t, outcome) };
    },
  );

  // Paystack's POST /customer/authorization/deactivate: the card is forgotten, and a later
  // charge_authorization with its code is refused as an invalid code.
  app.post<{ Body: Record<string, unknown> }>(
    '/customer/authorization/deactivate',
    { preHandler: requireKey(state) },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const code = typeof body.authorization_code === 'string' ? body.authorization_code : '';
      if (!code) return fail(reply, 400, 'Authorization code is required', 'invalid_params');
      if (!state.authorizations.delete(code)) return fail(reply, 404, 'Authorization code not found', 'not_found');
      return reply.send({ status: true, message: 'Authorization has been deactivated' });
    },
  );
}
