import { CartView } from '../features/cart/components/cart-view';

export default function CartPage() {
  return (
    <section className="checkout-page" data-page="cart" aria-labelledby="checkout-cart-title">
      <h1 id="checkout-cart-title">Your Cart</h1>
      <CartView />
    </section>
  );
}
