export default function MedicineDetailsPage() {
  return (
    <section className="catalog-page" data-page="medicineDetails">
      <h1>Medicine details</h1>
    </section>
  );
}
