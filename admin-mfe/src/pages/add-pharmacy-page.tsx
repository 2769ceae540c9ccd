export default function AddPharmacyPage() {
  return (
    <section className="admin-page" data-page="addPharmacy">
      <h1>Add pharmacy</h1>
    </section>
  );
}
