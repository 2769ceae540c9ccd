import { useCallback, useEffect, useState } from 'react';
import { announceCartChange, apiErrorMessage, httpStatusOf, isHttpError, type Order } from 'shared-kernel';
import { placeOrder } from '../api/place-order';
import { verifyPayment } from '../api/verify-payment';

export type PaymentOutcome =
  | { kind: 'checking' }
  | { kind: 'paid'; order: Order | null; orderProblem: 'none' | 'pending' | 'error'; orderMessage?: string }
  | { kind: 'not-paid'; reason: string; explanation: string }
  | { kind: 'unverified'; reason: string };

const REASONS: Record<string, string> = {
  failed: 'Your card was declined. No money was taken.',
  abandoned: 'The payment was cancelled before it was finished. No money was taken.',
  reversed: 'This payment was reversed.',
  ongoing: 'The payment has not been finished yet.',
  pending: 'The payment has not been finished yet.',
};

export interface PaymentReturn {
  reference: string;
  paymentType: string;
  userId: string | null;
}

async function settle({ reference, paymentType, userId }: PaymentReturn): Promise<PaymentOutcome> {
  if (!reference)
    return { kind: 'not-paid', reason: 'No payment reference was given.', explanation: 'There is no payment to confirm on this page.' };
  let status: string;
  let reason: string;
  try {
    ({ status, reason } = await verifyPayment(reference));
  } catch (error) {
    console.error('Could not verify the payment', error);
    return { kind: 'unverified', reason: apiErrorMessage(error, 'We could not confirm this payment with the payment provider.') };
  }
  if (status !== 'success') {
    return { kind: 'not-paid', reason: reason || `The payment is ${status}.`, explanation: REASONS[status] ?? 'No order was placed.' };
  }
  if (paymentType !== 'medicine') return { kind: 'paid', order: null, orderProblem: 'none' };
  if (!userId)
    return {
      kind: 'paid',
      order: null,
      orderProblem: 'error',
      orderMessage: 'Your session has no user, so the order could not be placed here.',
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
      orderMessage: apiErrorMessage(error, 'We could not confirm your order yet.'),
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

/** Verifies the returning payment and, for medicine, places its order: once, however the page is loaded. */
export function usePaymentOutcome(input: PaymentReturn): { outcome: PaymentOutcome; retry: () => void } {
  const [outcome, setOutcome] = useState<PaymentOutcome>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const { reference, paymentType, userId } = input;

  useEffect(() => {
    let current = true;
    setOutcome({ kind: 'checking' });
    settlePayment({ reference, paymentType, userId }).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [reference, paymentType, userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { outcome, retry };
}
