export default function CategoryMedicinesPage() {
  return (
    <section className="catalog-page" data-page="categoryMedicines">
      <h1>Category medicines</h1>
    </section>
  );
}
