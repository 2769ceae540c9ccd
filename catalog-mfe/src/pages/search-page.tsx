export default function SearchPage() {
  return (
    <section className="catalog-page" data-page="search">
      <h1>Search</h1>
    </section>
  );
}
