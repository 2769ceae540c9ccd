export default function LaboratoriesPage() {
  return (
    <section className="admin-page" data-page="laboratories">
      <h1>Laboratories</h1>
    </section>
  );
}
