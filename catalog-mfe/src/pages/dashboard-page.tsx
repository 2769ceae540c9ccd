export default function DashboardPage() {
  return (
    <section className="catalog-page" data-page="dashboard">
      <h1>Dashboard</h1>
    </section>
  );
}
