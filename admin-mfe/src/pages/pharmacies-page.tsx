export default function PharmaciesPage() {
  return (
    <section className="admin-page" data-page="pharmacies">
      <h1>Pharmacies</h1>
    </section>
  );
}
