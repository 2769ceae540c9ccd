export default function MedicinesPage() {
  return (
    <section className="catalog-page" data-page="medicines">
      <h1>Medicines</h1>
    </section>
  );
}
