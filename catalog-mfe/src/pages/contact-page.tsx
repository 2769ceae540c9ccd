export default function ContactPage() {
  return (
    <section className="catalog-page" data-page="contact">
      <h1>Contact</h1>
    </section>
  );
}
