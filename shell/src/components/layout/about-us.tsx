export function AboutUs() {
  return (
    <section className="shell-about" aria-labelledby="shell-about-title">
      <h2 id="shell-about-title">About e-pharmacy</h2>
      <p>
        e-pharmacy is a licensed online pharmacy serving customers across Nigeria. We stock genuine medicines from registered manufacturers,
        keep prices in naira with no hidden charges, and our pharmacists answer questions about dosage and side effects in their working
        hours (see the pharmacy details below). You can order at any hour.
      </p>
    </section>
  );
}
