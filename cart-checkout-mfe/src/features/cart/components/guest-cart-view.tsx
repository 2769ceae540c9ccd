import { Alert, buttonClass, Link, Loading, loginPath, useNavigate } from 'shared-kernel';
import { useGuestCart } from '../hooks/use-guest-cart';
import { cartTotals } from '../lib/cart-math';
import { CartTable } from './cart-table';
import { CartTotalsList } from './cart-summary';

export const GUEST_CHECKOUT_TITLE = 'Log in to check out';

/** The cart of a visitor who has not logged in: the items kept on this device; Checkout asks for the login. */
export function GuestCartView() {
  const cart = useGuestCart();
  const navigate = useNavigate();
  if (cart.status === 'loading') return <Loading label="Loading your cart…" />;
  if (cart.status === 'error') return <Alert onRetry={() => window.location.reload()}>We could not load your cart.</Alert>;
  if (cart.items.length === 0) {
    return (
      <div className="checkout-cart-empty">
        <p>Your cart is empty. Start shopping now!</p>
        <Link className={buttonClass()} to="/categories">
          Shop Now
        </Link>
        <p>
          Have an account? <Link to={loginPath('/cart')}>Log in</Link> to see the cart saved there.
        </p>
      </div>
    );
  }
  const totals = cartTotals(cart.items);
  return (
    <div className="checkout-cart">
      <CartTable
        items={cart.items}
        pending={new Set()}
        disabled={false}
        onQuantity={(item, quantity) => cart.setQuantity(item, quantity)}
        onRemove={(item) => cart.setQuantity(item, 0)}
      />
      <aside className="checkout-cart-summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">Summary</h2>
        <CartTotalsList totals={totals} />
        <p className="checkout-guest-note">
          This cart is kept on this device. Log in or create an account to check out: your items go with you, and the prices are confirmed
          then.
        </p>
        <div className="checkout-cart-actions">
          <button type="button" className={buttonClass()} onClick={() => navigate(loginPath('/cart'))}>
            {GUEST_CHECKOUT_TITLE}
          </button>
          <Link className={buttonClass('secondary')} to={`/signup?returnTo=${encodeURIComponent('/cart')}`}>
            Create an account
          </Link>
        </div>
      </aside>
    </div>
  );
}
