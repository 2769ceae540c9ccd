import { useCallback, useEffect, useState } from 'react';
import { announceCartChange, apiErrorMessage, httpStatusOf, isHttpError, type MessageValues, type Order } from 'shared-kernel';
import type { CartKey } from '../../../i18n';
import { placeOrder } from '../api/place-order';
import { verifyPayment } from '../api/verify-payment';
import { clearCheckoutDraft } from '../../../lib/checkout-draft';

/**
 * What the page can say. Only a definite answer from the provider (failed, abandoned, reversed) is
 * "not paid"; while the answer can't be had (no connection, a server error, the provider still
 * pending) the payment is being confirmed: the shopper is told not to pay again, and the page keeps
 * asking until it knows.
 */
export type PaymentOutcome =
  | { kind: 'checking' }
  | { kind: 'paid'; order: Order | null; orderProblem: 'none' | 'pending' | 'error'; orderMessage?: Said }
  | { kind: 'not-paid'; reason: Said; explanation: Said }
  | { kind: 'confirming'; reason: Said }
  | { kind: 'unverified'; reason: Said };

/** What the page says: one of its own messages (in the shopper's language), or the server's or provider's words as sent. */
export type Said = { key: CartKey; values?: MessageValues } | { text: string };

const REASONS: Record<string, CartKey> = {
  failed: 'result.failed',
  abandoned: 'result.abandoned',
  reversed: 'result.reversed',
};

/** The server's message when it sent one, else the page's own. */
function serverSaid(error: unknown, key: CartKey): Said {
  if (isHttpError(error) && !error.response) return { key: 'payment.unreachable' };
  const text = apiErrorMessage(error, '');
  return text ? { text } : { key };
}

/** The provider has said nothing final yet. */
const UNSETTLED = new Set(['pending', 'ongoing', 'processing', 'queued']);

/** While the page can't tell, it asks again this often (and at once when the browser is back online). */
export const CONFIRM_AGAIN_MS = 5000;

/** No answer, or one that says "try later": the connection dropped, the server or the provider is busy. */
function cannotTellYet(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

export interface PaymentReturn {
  reference: string;
  paymentType: string;
  userId: string | null;
}

async function settle({ reference, paymentType, userId }: PaymentReturn): Promise<PaymentOutcome> {
  if (!reference) return { kind: 'not-paid', reason: { key: 'result.noReference' }, explanation: { key: 'result.noPaymentHere' } };
  let status: string;
  let reason: string;
  try {
    ({ status, reason } = await verifyPayment(reference));
  } catch (error) {
    console.error('Could not verify the payment', error);
    const reason = serverSaid(error, 'result.cannotConfirm');
    return cannotTellYet(error) ? { kind: 'confirming', reason } : { kind: 'unverified', reason };
  }
  if (UNSETTLED.has(status)) return { kind: 'confirming', reason: { key: 'result.notConfirmedYet' } };
  if (status !== 'success') {
    return {
      kind: 'not-paid',
      reason: reason ? { text: reason } : { key: 'result.statusIs', values: { status } },
      explanation: { key: REASONS[status] ?? 'result.noOrder' },
    };
  }
  if (paymentType !== 'medicine') return { kind: 'paid', order: null, orderProblem: 'none' };
  if (!userId)
    return {
      kind: 'paid',
      order: null,
      orderProblem: 'error',
      orderMessage: { key: 'result.noUser' },
    };
  try {
    const order = await placeOrder(userId, reference);
    announceCartChange('order');
    return { kind: 'paid', order, orderProblem: 'none' };
  } catch (error) {
    if (isHttpError(error) && httpStatusOf(error) === 400) {
      console.error('Order placement was refused', error.response?.data);
      announceCartChange('order');
      return { kind: 'paid', order: null, orderProblem: 'pending' };
    }
    console.error('Could not place the order', error);
    return {
      kind: 'paid',
      order: null,
      orderProblem: 'error',
      orderMessage: serverSaid(error, 'result.orderNotYet'),
    };
  }
}

/** One verification and placement per reference at a time, however often a page mounts (StrictMode, two effects). */
const inFlight = new Map<string, Promise<PaymentOutcome>>();

export function settlePayment(input: PaymentReturn): Promise<PaymentOutcome> {
  const key = JSON.stringify([input.reference, input.paymentType, input.userId]);
  let running = inFlight.get(key);
  if (!running) {
    running = settle(input).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

/** The page keeps asking while it can't tell (or the order could not be confirmed): every few seconds, and when back online. */
function useAskAgain(waiting: boolean, again: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(again, CONFIRM_AGAIN_MS);
    window.addEventListener('online', again);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [waiting, again]);
}

/** Verifies the returning payment and, for medicine, places its order: once, however the page is loaded. */
export function usePaymentOutcome(input: PaymentReturn): { outcome: PaymentOutcome; retry: () => void } {
  const [outcome, setOutcome] = useState<PaymentOutcome>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const { reference, paymentType, userId } = input;

  useEffect(() => {
    setOutcome({ kind: 'checking' });
    setAttempt(0);
  }, [reference, paymentType, userId]);

  useEffect(() => {
    let current = true;
    settlePayment({ reference, paymentType, userId }).then((result) => {
      // Paid: the address typed at checkout is not kept any longer.
      if (result.kind === 'paid') clearCheckoutDraft();
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [reference, paymentType, userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useAskAgain(outcome.kind === 'confirming' || (outcome.kind === 'paid' && outcome.orderProblem === 'error'), retry);
  return { outcome, retry };
}
