import type { CartSnapshot, Payment } from '../../platform/db/schema/index';
import { koboToNaira } from '../../platform/lib/money';
import type { PaymentsService } from '../../domains/payments/payments-service';
import { withinValidity } from '../../domains/payments/provider-answers';
import type { PromotionsService } from '../../domains/promotions/promotions-service';

/** What a held use's checkout has become: paid, still payable, or never to be paid. */
type HoldFate = 'paid' | 'open' | 'dead';

/**
 * Where a discount code meets the checkout: the quote says what the code would take off the cart
 * (or why not), the charge prices the cart with it (chargeWithDeliveryFee takes it off the items),
 * and once the checkout has its payment reference the code is used, within its limits. The
 * promotions domain decides; prescription-only lines are never discounted. An unpaid checkout's use
 * is a hold: given back when the checkout expires unpaid (the provider asked first) or fails, or
 * when its order is cancelled (pay on delivery), so opening checkouts cannot use a code up.
 */
export class CheckoutDiscounts {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly payments: PaymentsService,
  ) {}

  /** For the quote: null without a code; else applied with the naira off, or refused with the reason. */
  async quote(code: string | undefined, cart: CartSnapshot) {
    if (!code?.trim()) return null;
    const outcome = await this.previewFreeingStale(code, cart);
    return outcome.kind === 'applied'
      ? { code: outcome.code, applied: true, amount: koboToNaira(outcome.discountKobo), reason: null }
      : { code: outcome.code, applied: false, amount: 0, reason: outcome.reason };
  }

  /** For the charge: the cart with the code's discount in it (409 when the code cannot be used). */
  async priced(code: string | undefined, cart: CartSnapshot): Promise<CartSnapshot> {
    if (!code?.trim()) return cart;
    await this.previewFreeingStale(code, cart);
    return { ...cart, discount: await this.promotions.priceWith(code, cart.lines) };
  }

  /** The code on this cart; when refused, its stale holds are given back first and it is asked again. */
  private async previewFreeingStale(code: string, cart: CartSnapshot) {
    const outcome = await this.promotions.preview(code, cart.lines);
    if (outcome.kind !== 'refused' || !outcome.promotionId || !(await this.releaseStale(outcome.promotionId, ''))) return outcome;
    return this.promotions.preview(code, cart.lines);
  }

  /** The checkout opened: its use of the code is counted now (once per checkout; 409 when none is left). */
  async use(snapshot: CartSnapshot, userId: string, paymentReference: string): Promise<void> {
    if (!snapshot.discount) return;
    try {
      await this.promotions.use(snapshot.discount, userId, paymentReference);
    } catch (err) {
      // Used up, perhaps by checkouts that will never be paid: those are given back, then it is tried once more.
      if (!(await this.releaseStale(snapshot.discount.promotionId, paymentReference))) throw err;
      await this.promotions.use(snapshot.discount, userId, paymentReference);
    }
  }

  /** The checkout will never be paid (its order cancelled or refused before payment): its use goes back. */
  async release(paymentReference: string): Promise<void> {
    await this.promotions.release(paymentReference);
  }

  /** The code's held uses: those paid become uses, those whose checkout will never be paid are given back (how many). */
  private async releaseStale(promotionId: string, except: string): Promise<number> {
    const paid: string[] = [];
    let released = 0;
    for (const reference of await this.promotions.heldUses(promotionId)) {
      if (reference === except) continue;
      const fate = await this.fateOf(await this.payments.charges.byReference(reference));
      if (fate === 'paid') paid.push(reference);
      if (fate === 'dead' && (await this.promotions.release(reference))) released++;
    }
    await this.promotions.markPaid(paid);
    return released;
  }

  private async fateOf(payment: Payment | null): Promise<HoldFate> {
    if (!payment) return 'dead';
    if (payment.status === 'success') return 'paid';
    // Pay on delivery: held until paid at the door, or given back when its order is cancelled or refused.
    if (payment.cartSnapshot?.payOnDelivery) return payment.status === 'pending' ? 'open' : 'dead';
    if (withinValidity(payment)) return 'open';
    if (payment.status !== 'pending' || !payment.authorizationUrl) return 'dead';
    // Past its validity but its Paystack page exists: the provider says whether it was paid meanwhile.
    const now = await this.payments.charges.confirm(payment).catch(() => payment);
    return now.status === 'success' ? 'paid' : now.status === 'pending' ? 'open' : 'dead';
  }
}
