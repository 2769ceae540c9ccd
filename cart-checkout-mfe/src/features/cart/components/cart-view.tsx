import { currentUserId, Link, useAuth, useNavigate } from 'shared-kernel';
import { useCart } from '../hooks/use-cart';
import { cartTotals } from '../lib/cart-math';
import { CartSummary } from './cart-summary';
import { CartTable } from './cart-table';
import '../../../components/ui/checkout-ui.css';
import './cart.css';

export function CartView() {
  const userId = useAuth(currentUserId);
  const navigate = useNavigate();
  const cart = useCart(userId);

  if (!userId) {
    return (
      <p role="alert" className="checkout-alert">
        Your session has no user. Please log in again to see your cart.
      </p>
    );
  }
  if (cart.status === 'loading') {
    return (
      <div className="checkout-loading" role="status">
        <span className="shell-spinner" aria-hidden="true" /> Loading your cart…
      </div>
    );
  }
  if (cart.status === 'error') {
    return (
      <div role="alert" className="checkout-alert">
        <p>We could not load your cart.</p>
        <button type="button" className="shell-button" onClick={cart.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div className="checkout-cart-empty">
        <p>Your cart is empty. Start shopping now!</p>
        <Link className="shell-button" to="/categories">
          Shop Now
        </Link>
      </div>
    );
  }

  const totals = cartTotals(cart.items);
  const busy = cart.clearing || cart.pending.size > 0;
  return (
    <div className="checkout-cart">
      <CartTable
        items={cart.items}
        pending={cart.pending}
        disabled={cart.clearing}
        onQuantity={(item, quantity) => void cart.setQuantity(item, quantity)}
        onRemove={(item) => void cart.remove(item)}
      />
      <CartSummary
        totals={totals}
        busy={busy}
        clearing={cart.clearing}
        onCheckout={() => navigate(`/payment-form?totalPrice=${totals.totalPrice}&paymentType=medicine`)}
        onClear={() => void cart.clear()}
      />
    </div>
  );
}
