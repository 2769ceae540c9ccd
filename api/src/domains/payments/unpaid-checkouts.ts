import type { Database } from '../../platform/db/client';
import type { Payment } from '../../platform/db/schema/index';
import { newReference, type PricedCheckout, sameCart } from './charges';
import { PaymentsRepository } from './payments-repository';

/** How long a pay-on-delivery request for the same cart answers the order just made for it. */
const UNPAID_CLAIM_MS = 2 * 60 * 1000;

/**
 * Payments stored before any money moves: a pay-on-delivery order's (pending, no provider page
 * until the rider asks for its link), one per cart even when the request comes several times at
 * once, and the checkouts the shop refuses after storing them.
 */
export class UnpaidCheckouts {
  constructor(private readonly repository: PaymentsRepository) {}

  /**
   * Under the shopper's checkout lock (every replica waits for it): the payment a request made a
   * moment ago for this same cart and door (created: false), else a new one. `passed` are left out.
   */
  async record(checkout: PricedCheckout, passed: ReadonlySet<string> = new Set()): Promise<{ payment: Payment; created: boolean }> {
    const { userId, email, amountKobo, shippingAddress, billingAddress, snapshot, prescriptionId } = checkout;
    return this.repository.underCheckoutLock(userId, async (locked) => {
      const recent = await locked.unpaidOnDeliverySince(userId, new Date(Date.now() - UNPAID_CLAIM_MS));
      const sameDoor = (p: Payment) =>
        p.shippingAddress === shippingAddress &&
        JSON.stringify(p.cartSnapshot?.delivery?.address) === JSON.stringify(snapshot.delivery?.address);
      const same = recent.find(
        (p) => !passed.has(p.reference) && p.amountKobo === amountKobo && sameDoor(p) && sameCart(p.cartSnapshot, snapshot),
      );
      if (same) return { payment: same, created: false };
      const payment = await locked.insert({
        ...{ userId, email, amountKobo, currency: 'NGN', reference: newReference(), status: 'pending' as const },
        paymentType: 'medicine',
        shippingAddress,
        billingAddress,
        cartSnapshot: snapshot,
        prescriptionId,
      });
      return { payment, created: true };
    });
  }

  /** The shopper's pay-on-delivery payments made in the last two minutes and still unpaid, newest first. */
  recentOnDelivery(userId: string): Promise<Payment[]> {
    return this.repository.unpaidOnDeliverySince(userId, new Date(Date.now() - UNPAID_CLAIM_MS));
  }

  /** A checkout the shop refused after storing it (its order not placed, a cap): never to be paid; in `transaction` when given. */
  async abandon(reference: string, transaction?: Database): Promise<void> {
    const outcome = {
      status: 'abandoned',
      providerStatus: 'refused-by-shop',
      providerTransactionId: null,
      providerResponse: {},
      paidAt: null,
    } as const;
    await (transaction ? new PaymentsRepository(transaction) : this.repository).recordOutcome(reference, outcome);
  }
}
