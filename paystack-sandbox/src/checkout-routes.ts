// The hosted checkout page, what the shopper's browser sees: pay by card (Paystack's test cards),
// bank transfer (pending until the money arrives) or USSD, or cancel; then back to the shop.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cancelledPage, checkoutPage, declinedPage, finishedPage, paidPage, transferWaitingPage } from './checkout-page';
import type { Ledger } from './ledger';
import { type Channel, type SandboxState, type SandboxTransaction, TEST_CARDS, type TransactionStatus } from './types';

const PAYABLE = new Set<TransactionStatus>(['abandoned', 'failed', 'ongoing']);

type CheckoutRequest = FastifyRequest<{ Params: { accessCode: string } }>;

function redirectToShop(t: SandboxTransaction, reply: FastifyReply) {
  if (!t.callbackUrl) return finishedPage('Payment successful', 'Your payment was successful. You may close this page.');
  const target = new URL(t.callbackUrl);
  target.searchParams.set('trxref', t.reference);
  target.searchParams.set('reference', t.reference);
  return reply.status(303).header('location', target.toString()).send('');
}

/** What is wrong with the card form, or null for one of the test cards, valid and unexpired. */
function cardError(card: string, expiry: string, cvv: string): string | null {
  const expiryMatch = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  const now = new Date();
  if (!/^\d{12,19}$/.test(card)) return 'Enter a valid card number.';
  if (!expiryMatch || Number(expiryMatch[1]) < 1 || Number(expiryMatch[1]) > 12) return 'Enter the expiry date as MM/YY.';
  const year = Number(expiryMatch[2].length === 2 ? `20${expiryMatch[2]}` : expiryMatch[2]);
  const month = Number(expiryMatch[1]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return 'This card has expired.';
  if (!/^\d{3}$/.test(cvv)) return 'Enter the 3-digit CVV.';
  if (card !== TEST_CARDS.success && card !== TEST_CARDS.declined) {
    return 'This is a test checkout: use the test card 4084 0840 8408 4081 (success) or 4084 0800 0000 5408 (declined).';
  }
  return null;
}

/** The transaction behind a checkout page, if it can still be paid; otherwise the answer to send. */
function payable(state: SandboxState, request: CheckoutRequest, reply: FastifyReply, channel: Channel) {
  const t = state.byAccessCode.get(request.params.accessCode);
  reply.type('text/html; charset=utf-8');
  if (!t) return { answer: reply.status(404).send(finishedPage('Payment not found', 'This payment link is not valid.')) };
  if (!PAYABLE.has(t.status)) return { answer: reply.status(409).send(finishedPage('Payment closed', `This payment is ${t.status}.`)) };
  if (!t.channels.includes(channel)) {
    return { answer: reply.status(400).send(checkoutPage(t, 'This payment method is not available for this payment.')) };
  }
  return { t };
}

/** The page's transaction (HTML answers), or the 404 page. */
function found(state: SandboxState, request: CheckoutRequest, reply: FastifyReply) {
  const t = state.byAccessCode.get(request.params.accessCode);
  reply.type('text/html; charset=utf-8');
  if (!t) reply.status(404).send(finishedPage('Payment not found', 'This payment link is not valid.'));
  return t;
}

export function checkoutRoutes(app: FastifyInstance, ledger: Ledger) {
  const { state } = ledger;

  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode', async (request, reply) => {
    const t = found(state, request, reply);
    if (!t) return reply;
    if (t.status === 'pending') return transferWaitingPage(t);
    if (t.status === 'success') return paidPage(t);
    if (!PAYABLE.has(t.status)) return finishedPage('Payment closed', `This payment is ${t.status}.`);
    return checkoutPage(t, null);
  });

  /** The checkout page asks this when shown (also from the back/forward cache): is it still payable? */
  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode/state', async (request, reply) => {
    const t = state.byAccessCode.get(request.params.accessCode);
    reply.header('cache-control', 'no-store');
    if (!t) return reply.status(404).send({ status: null });
    return { status: t.status };
  });

  /** The waiting page polls this: back to the shop once the transfer has arrived. */
  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode/status', async (request, reply) => {
    const t = found(state, request, reply);
    if (!t) return reply;
    if (t.status === 'success') return redirectToShop(t, reply);
    if (t.status === 'pending') return transferWaitingPage(t);
    return finishedPage('Payment closed', `This payment is ${t.status}.`, t.callbackUrl);
  });

  app.post<{ Params: { accessCode: string }; Body: Record<string, string> }>('/checkout/:accessCode/pay', async (request, reply) => {
    const open = payable(state, request, reply, 'card');
    if (!open.t) return open.answer;
    const t = open.t;
    const body = request.body ?? {};
    const card = String(body.card_number ?? '').replace(/[\s-]/g, '');
    const error = cardError(card, String(body.expiry ?? '').trim(), String(body.cvv ?? '').trim());
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
    ledger.succeed(t, 'card', 'Successful');
    return redirectToShop(t, reply);
  });

  app.post<{ Params: { accessCode: string } }>('/checkout/:accessCode/transfer', async (request, reply) => {
    const open = payable(state, request, reply, 'bank_transfer');
    if (!open.t) return open.answer;
    const t = open.t;
    t.attempts++;
    t.channel = 'bank_transfer';
    t.status = 'pending';
    t.gatewayResponse = null;
    // The bank takes a little while; the transaction is pending until the money arrives.
    ledger.queueTransfer(t);
    return reply
      .status(303)
      .header('location', `/checkout/${encodeURIComponent(t.accessCode)}/status`)
      .send('');
  });

  app.post<{ Params: { accessCode: string } }>('/checkout/:accessCode/ussd', async (request, reply) => {
    const open = payable(state, request, reply, 'ussd');
    if (!open.t) return open.answer;
    open.t.attempts++;
    ledger.succeed(open.t, 'ussd', 'Approved');
    return redirectToShop(open.t, reply);
  });

  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode/cancel', async (request, reply) => {
    const t = found(state, request, reply);
    if (!t) return reply;
    if (t.status === 'ongoing' || t.status === 'failed' || t.status === 'abandoned') {
      t.status = 'abandoned';
      t.gatewayResponse = 'The transaction was not completed';
    }
    return cancelledPage(t);
  });
}
