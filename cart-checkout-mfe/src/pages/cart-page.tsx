import { CartView } from '../features/cart/components/cart-view';
import { useCartText } from '../i18n';

export default function CartPage() {
  const t = useCartText();
  return (
    <section className="checkout-page" data-page="cart" aria-labelledby="checkout-cart-title">
      <h1 id="checkout-cart-title">{t('cart.title')}</h1>
      <CartView />
    </section>
  );
}
