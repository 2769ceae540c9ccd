export default function AddLaboratoryPage() {
  return (
    <section className="admin-page" data-page="addLaboratory">
      <h1>Add laboratory</h1>
    </section>
  );
}
