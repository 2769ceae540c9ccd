export default function CategoryPage() {
  return (
    <section className="catalog-page" data-page="category">
      <h1>Category</h1>
    </section>
  );
}
