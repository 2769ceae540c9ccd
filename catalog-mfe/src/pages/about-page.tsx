export default function AboutPage() {
  return (
    <section className="catalog-page" data-page="about">
      <h1>About</h1>
    </section>
  );
}
