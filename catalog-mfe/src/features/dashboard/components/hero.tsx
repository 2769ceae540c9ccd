import { buttonClass, Link } from 'shared-kernel';
import './dashboard.css';

/** The welcome banner. Holds the page's one h1. */
export function Hero() {
  return (
    <section className="catalog-hero" aria-labelledby="catalog-hero-title">
      <p className="catalog-hero__kicker">Orders taken 24/7 · Delivery across Nigeria</p>
      <h1 id="catalog-hero-title">Welcome to e-pharmacy</h1>
      <p className="catalog-hero__text">Genuine medicines, friendly pharmacists and fast delivery to your door.</p>
      <Link to="/categories" className={buttonClass('accent')}>
        Start Shopping
      </Link>
    </section>
  );
}
