import type { CartSnapshot, OrderStatus } from '../../platform/db/schema/index';

/**
 * The rule that sends an order to pharmacist review: an order holding any medicine that was
 * prescription-only when it was paid for starts AwaitingReview, and moves on only by a pharmacist's
 * decision (reviews/); any other order starts Pending.
 */
export function needsPharmacistReview(lines: CartSnapshot['lines']): boolean {
  return lines.some((line) => line.requiresPrescription === true);
}

/**
 * The status a newly placed order starts in. A cart a pharmacist approved before payment (the
 * server put the approval in the snapshot at initiate, for exactly these prescription-only lines)
 * is not reviewed twice. An order whose clinical checks found a major alert (the shopper confirmed
 * reading the warning: workflows/medication-safety-check) waits for a pharmacist as well.
 */
export const firstStatus = (snapshot: Pick<CartSnapshot, 'lines' | 'approval' | 'safety'>): OrderStatus =>
  (needsPharmacistReview(snapshot.lines) && !snapshot.approval) || snapshot.safety?.review === true ? 'AwaitingReview' : 'Pending';
