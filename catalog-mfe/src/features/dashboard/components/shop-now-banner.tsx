import { buttonClass, Link } from 'shared-kernel';
import './dashboard.css';

export function ShopNowBanner() {
  return (
    <section className="catalog-shop-now" aria-labelledby="catalog-shop-now-title">
      <h2 id="catalog-shop-now-title">Free shipping on orders over N100,000</h2>
      <p>Vitamins, pain relief, baby care and more, delivered to your door.</p>
      <Link to="/categories" className={buttonClass('accent')}>
        Shop Now
      </Link>
    </section>
  );
}
