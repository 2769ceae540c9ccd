import { Alert, buttonClass, currentUserId, Link, Loading, useAuth, useNavigate } from 'shared-kernel';
import { useCart } from '../hooks/use-cart';
import { cartTotals } from '../lib/cart-math';
import { CheckFirstChoice } from '../../../components/check-first-choice';
import { CartNotices } from './cart-notices';
import { CartSafety } from '../../../components/cart-safety';
import { CartSummary } from './cart-summary';
import { CartTable } from './cart-table';
import { GuestCartView } from './guest-cart-view';
import { useCartText } from '../../../i18n';
import './cart.css';

export function CartView() {
  const userId = useAuth(currentUserId);
  const navigate = useNavigate();
  const cart = useCart(userId);
  const t = useCartText();

  if (!userId) return <GuestCartView />;
  if (cart.status === 'loading') {
    return <Loading label={t('cart.loading')} />;
  }
  if (cart.status === 'error') {
    return <Alert onRetry={cart.reload}>{t('cart.loadFailed')}</Alert>;
  }
  if (cart.items.length === 0) {
    return (
      <div className="checkout-cart-empty">
        <CartNotices notices={cart.notices} />
        <p>{t('cart.empty')}</p>
        <Link className={buttonClass()} to="/categories">
          {t('cart.shopNow')}
        </Link>
      </div>
    );
  }

  const totals = cartTotals(cart.items);
  const busy = cart.clearing || cart.pending.size > 0;
  const cartKey = cart.items.map((i) => `${i.medicineId}:${i.quantity}`).join(',');
  return (
    <div className="checkout-cart">
      <CartNotices notices={cart.notices} />
      <CartTable
        items={cart.items}
        pending={cart.pending}
        disabled={cart.clearing}
        onQuantity={(item, quantity) => void cart.setQuantity(item, quantity)}
        onRemove={(item) => void cart.remove(item)}
      />
      <CartSafety cartKey={cartKey} />
      <CartSummary
        totals={totals}
        busy={busy}
        clearing={cart.clearing}
        onCheckout={() => navigate(`/payment-form?totalPrice=${totals.totalPrice}&paymentType=medicine`)}
        onClear={() => void cart.clear()}
      />
      <CheckFirstChoice cartKey={cartKey} />
    </div>
  );
}
