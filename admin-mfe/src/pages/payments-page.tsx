export default function PaymentsPage() {
  return (
    <section className="admin-page" data-page="payments">
      <h1>Payments</h1>
    </section>
  );
}
