import { buttonClass, cardClass, formatNaira, Link } from 'shared-kernel';
import type { CheckoutState } from '../api/get-checkout-state';

/** The page's title when there is nothing to pay: the paid order, or the empty cart. */
export function nothingToPayTitle(state: CheckoutState): string | null {
  if (state.paid) return `You have already paid for ${state.paid.orderNumber ?? 'this cart'}`;
  if (state.cartEmpty) return 'Your cart is empty';
  return null;
}

/** In place of the payment form when the cart was paid already (Back after paying) or holds nothing. */
export function NothingToPay({ state }: { state: CheckoutState }) {
  const { paid } = state;
  if (paid) {
    return (
      <div className={`checkout-nothing-to-pay ${cardClass}`} data-testid="already-paid">
        <p role="status">
          We received your payment of <strong>{formatNaira(paid.amount)}</strong>, so there is nothing more to pay.{' '}
          {paid.orderId ? 'Your order is on its way to the pharmacy.' : 'Your order is being placed and shows in your orders in a moment.'}
        </p>
        <p className="checkout-nothing-to-pay__links">
          {paid.orderId ? (
            <Link className={buttonClass()} to={`/track/${encodeURIComponent(paid.orderId)}`}>
              Track it
            </Link>
          ) : null}
          <Link className={paid.orderId ? undefined : buttonClass()} to="/user-orders">
            My orders
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={`checkout-nothing-to-pay ${cardClass}`} data-testid="nothing-to-pay">
      <p role="status">There is nothing in your cart to pay for.</p>
      <p className="checkout-nothing-to-pay__links">
        <Link className={buttonClass()} to="/categories">
          Browse medicines
        </Link>
        <Link to="/user-orders">My orders</Link>
      </p>
    </div>
  );
}
