export default function OrderDetailPage() {
  return (
    <section className="admin-page" data-page="orderDetail">
      <h1>Order detail</h1>
    </section>
  );
}
