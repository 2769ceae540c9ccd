import type { CartSnapshot, DeliveryCharge } from '../../platform/db/schema/index';
import { conflict, fieldError } from '../../platform/lib/http-errors';
import { formatNaira, nairaToKobo } from '../../platform/lib/money';

/**
 * Where the delivery fee is charged: the amount a checkout charges is the cart's items plus the
 * delivery fee the delivery service computed for the address, and the amount the shopper saw must
 * be exactly that (409 otherwise, and nothing is charged).
 */
export function chargeWithDeliveryFee(cart: CartSnapshot, delivery: DeliveryCharge, clientAmountNaira: number) {
  const snapshot: CartSnapshot = { ...cart, delivery };
  // A discount code (workflows/checkout/apply-discount.ts) comes off the items; the delivery fee stays as priced.
  const discountKobo = cart.discount?.amountKobo ?? 0;
  const amountKobo = cart.totalKobo - discountKobo + delivery.feeKobo;
  let clientKobo: number;
  try {
    clientKobo = nairaToKobo(clientAmountNaira);
  } catch {
    throw fieldError('amount', 'amount must be in naira with at most 2 decimals (kobo).');
  }
  if (clientKobo !== amountKobo) {
    const off = discountKobo ? ` - code ${cart.discount!.code} ${formatNaira(discountKobo)}` : '';
    const parts = `items ${formatNaira(cart.totalKobo)}${off} + delivery to ${delivery.address.zoneName} ${delivery.feeKobo === 0 ? 'free' : formatNaira(delivery.feeKobo)}`;
    const message = `Your cart changed since checkout began, or its delivery fee did: the total to pay is now ${formatNaira(amountKobo)} (${parts}), not ${formatNaira(clientKobo)}. Please review your cart and pay again.`;
    throw conflict(message, [{ field: 'amount', message }]);
  }
  return { snapshot, amountKobo };
}
