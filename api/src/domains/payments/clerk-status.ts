import type { Payment } from '../../platform/db/schema/index';

/**
 * What a payment is, in an accounts clerk's words (the admin Payments page), from what the shop
 * recorded and what Paystack said. Paystack's transaction states are `success`, `failed` (a declined
 * attempt), `abandoned` (nobody finished paying), `ongoing`/`pending`/`queued`/`processing` (not yet
 * settled) and `reversed` (the money went back); refunds are tracked on their own (refunds table).
 *
 * - paid: success, nothing given back;
 * - refund-pending: success, a refund on its way and none processed yet;
 * - partly-refunded: success, refunds processed for less than the amount;
 * - refunded: success, refunds processed for the whole amount;
 * - reversed: success, then reversed at the provider with no refund from the shop (a dashboard refund or chargeback);
 * - pending: not settled yet (inside the checkout's 30 minutes, or a bank transfer on its way);
 * - cancelled-by-shopper: not paid, and the shopper came back to the shop from the provider's page
 *   without paying (their own check found the checkout abandoned there);
 * - abandoned: not paid, the checkout lapsed without the shopper coming back;
 * - failed: the provider said failed (a declined card), or its answer did not match what we asked for.
 */
export const CLERK_STATUSES = [
  'paid',
  'refund-pending',
  'partly-refunded',
  'refunded',
  'reversed',
  'pending',
  'cancelled-by-shopper',
  'abandoned',
  'failed',
] as const;
export type ClerkStatus = (typeof CLERK_STATUSES)[number];

/** The money given back on a payment (kobo): processed, and still on its way. */
export type RefundSums = { refundedKobo: number; refundingKobo: number };

export function clerkStatus(
  p: Pick<Payment, 'status' | 'providerStatus' | 'shopperCancelledAt' | 'amountKobo'>,
  sums: RefundSums,
): ClerkStatus {
  if (p.status === 'success') {
    if (sums.refundedKobo >= p.amountKobo) return 'refunded';
    if (sums.refundedKobo > 0) return 'partly-refunded';
    if (sums.refundingKobo > 0) return 'refund-pending';
    if (p.providerStatus === 'reversed') return 'reversed';
    return 'paid';
  }
  if (p.shopperCancelledAt) return 'cancelled-by-shopper';
  if (p.status === 'pending') return 'pending';
  if (p.status === 'abandoned') return 'abandoned';
  return 'failed';
}
