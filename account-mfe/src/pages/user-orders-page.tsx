export default function UserOrdersPage() {
  return (
    <section className="account-page" data-page="userOrders">
      <h1>User orders</h1>
    </section>
  );
}
