export default function CartPage() {
  return (
    <section className="checkout-page" data-page="cart">
      <h1>Cart</h1>
    </section>
  );
}
