import { buttonClass, FREE_SHIPPING_THRESHOLD_NAIRA, Link } from 'shared-kernel';
import { usePageText } from '../../../i18n/pages';
import './dashboard.css';

export function ShopNowBanner() {
  const t = usePageText();
  return (
    <section className="catalog-shop-now" aria-labelledby="catalog-shop-now-title">
      <h2 id="catalog-shop-now-title">{t('shopNow.title', { threshold: FREE_SHIPPING_THRESHOLD_NAIRA })}</h2>
      <p>{t('shopNow.text')}</p>
      <Link to="/categories" className={buttonClass('accent')}>
        {t('shopNow.button')}
      </Link>
    </section>
  );
}
