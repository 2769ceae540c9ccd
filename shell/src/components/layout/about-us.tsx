export function AboutUs() {
  return (
    <section className="shell-about" aria-labelledby="shell-about-title">
      <h2 id="shell-about-title">About e-pharmacy</h2>
      <p>
        e-pharmacy is a licensed online pharmacy serving customers across Nigeria. We stock genuine medicines from registered manufacturers,
        keep prices in naira with no hidden charges, and our pharmacists are on call 24/7 to answer questions about dosage and side effects.
      </p>
    </section>
  );
}
