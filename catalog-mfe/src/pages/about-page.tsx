import { Link } from 'shared-kernel';
import '../components/ui/ui.css';
import '../features/static/components/static.css';

export default function AboutPage() {
  return (
    <section className="catalog-page" data-page="about">
      <h1>About e-pharmacy</h1>
      <div className="catalog-prose">
        <p>
          e-pharmacy is an online pharmacy serving customers across Nigeria. We bring genuine medicines, health products and the advice of
          licensed pharmacists to your phone. You can order at any hour; our pharmacists check prescriptions and answer questions in their
          working hours (see the contact page).
        </p>
        <h2>Our mission</h2>
        <p>
          To make safe, affordable healthcare easy to reach for every Nigerian family, wherever they live, with honest prices in naira and
          no counterfeit products.
        </p>
        <h2>Why shop with us</h2>
        <ul>
          <li>Medicines sourced only from approved distributors and stored correctly.</li>
          <li>Pharmacists on hand to answer questions about dosage and side effects.</li>
          <li>Free shipping for orders over N100,000 and cancellation within 1 day.</li>
          <li>Secure card payments and order tracking from your account.</li>
        </ul>
        <h2>Who is responsible</h2>
        <p>
          e-pharmacy is run by a registered pharmacy under a superintendent pharmacist. Its licence and registration are on our{' '}
          <Link to="/legal">Legal and registration</Link> page.
        </p>
        <p>
          Have a question? <Link to="/contact">Contact us</Link> or read our <Link to="/faq">FAQ</Link>.
        </p>
      </div>
    </section>
  );
}
