import { Alert, buttonClass, Link, Loading, loginPath, useNavigate } from 'shared-kernel';
import { useGuestCart } from '../hooks/use-guest-cart';
import { cartTotals } from '../lib/cart-math';
import { CartTable } from './cart-table';
import { CartTotalsList } from './cart-summary';
import { DeliveryEstimate } from './delivery-estimate';
import { englishText, useCartText } from '../../../i18n';
import { richText } from '../../../i18n/rich';

export const GUEST_CHECKOUT_TITLE = englishText('cart.guestLoginToCheckout');

/** The cart of a visitor who has not logged in: the items kept on this device; Checkout asks for the login. */
export function GuestCartView() {
  const cart = useGuestCart();
  const navigate = useNavigate();
  const t = useCartText();
  if (cart.status === 'loading') return <Loading label={t('cart.loading')} />;
  if (cart.status === 'error') return <Alert onRetry={() => window.location.reload()}>{t('cart.loadFailed')}</Alert>;
  if (cart.items.length === 0) {
    return (
      <div className="checkout-cart-empty">
        <p>{t('cart.empty')}</p>
        <Link className={buttonClass()} to="/categories">
          {t('cart.shopNow')}
        </Link>
        <p>{richText(t, 'cart.guestHaveAccount', {}, { login: <Link to={loginPath('/cart')}>{t('cart.guestLogin')}</Link> })}</p>
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
        <h2 id="checkout-summary-title">{t('summary.title')}</h2>
        <CartTotalsList totals={totals} />
        <DeliveryEstimate
          itemsTotal={totals.totalPrice}
          basket={cart.items.map((item) => ({ medicineId: item.medicineId, quantity: item.quantity }))}
        />
        <p className="checkout-guest-note">{t('cart.guestNote')}</p>
        <div className="checkout-cart-actions">
          <button type="button" className={buttonClass()} onClick={() => navigate(loginPath('/cart'))}>
            {t('cart.guestLoginToCheckout')}
          </button>
          <Link className={buttonClass('secondary')} to={`/signup?returnTo=${encodeURIComponent('/cart')}`}>
            {t('cart.guestSignup')}
          </Link>
        </div>
      </aside>
    </div>
  );
}
