export default function CategoriesPage() {
  return (
    <section className="catalog-page" data-page="categories">
      <h1>Categories</h1>
    </section>
  );
}
