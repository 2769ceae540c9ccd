export default function AllCategoryPage() {
  return (
    <section className="catalog-page" data-page="allCategory">
      <h1>All category</h1>
    </section>
  );
}
