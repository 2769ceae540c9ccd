export default function FaqPage() {
  return (
    <section className="catalog-page" data-page="faq">
      <h1>Faq</h1>
    </section>
  );
}
