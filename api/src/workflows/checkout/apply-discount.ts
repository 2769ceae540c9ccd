import type { CartSnapshot } from '../../db/schema/index';
import { koboToNaira } from '../../lib/money';
import type { PromotionsService } from '../../promotions/promotions-service';

/**
 * Where a discount code meets the checkout: the quote says what the code would take off the cart
 * (or why not), the charge prices the cart with it (chargeWithDeliveryFee takes it off the items),
 * and once the checkout has its payment reference the code is used, within its limits. The
 * promotions domain decides; prescription-only lines are never discounted.
 */
export class CheckoutDiscounts {
  constructor(private readonly promotions: PromotionsService) {}

  /** For the quote: null without a code; else applied with the naira off, or refused with the reason. */
  async quote(code: string | undefined, cart: CartSnapshot) {
    if (!code?.trim()) return null;
    const outcome = await this.promotions.preview(code, cart.lines);
    return outcome.kind === 'applied'
      ? { code: outcome.code, applied: true, amount: koboToNaira(outcome.discountKobo), reason: null }
      : { code: outcome.code, applied: false, amount: 0, reason: outcome.reason };
  }

  /** For the charge: the cart with the code's discount in it (409 when the code cannot be used). */
  async priced(code: string | undefined, cart: CartSnapshot): Promise<CartSnapshot> {
    if (!code?.trim()) return cart;
    return { ...cart, discount: await this.promotions.priceWith(code, cart.lines) };
  }

  /** The checkout opened: its use of the code is counted now (once per checkout; 409 when none is left). */
  async use(snapshot: CartSnapshot, userId: string, paymentReference: string): Promise<void> {
    if (snapshot.discount) await this.promotions.use(snapshot.discount, userId, paymentReference);
  }
}
