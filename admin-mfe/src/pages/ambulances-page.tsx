export default function AmbulancesPage() {
  return (
    <section className="admin-page" data-page="ambulances">
      <h1>Ambulances</h1>
    </section>
  );
}
