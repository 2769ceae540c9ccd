export default function OrderDetailPage() {
  return (
    <section className="account-page" data-page="orderDetail">
      <h1>Order detail</h1>
    </section>
  );
}
