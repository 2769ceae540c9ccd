export default function ServicePage() {
  return (
    <section className="catalog-page" data-page="service">
      <h1>Service</h1>
    </section>
  );
}
