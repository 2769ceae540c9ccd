export default function OrdersPage() {
  return (
    <section className="admin-page" data-page="orders">
      <h1>Orders</h1>
    </section>
  );
}
