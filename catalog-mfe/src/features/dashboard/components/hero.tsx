import { buttonClass, Link } from 'shared-kernel';
import './dashboard.css';
import { usePageText } from '../../../i18n/pages';

/** The welcome banner. Holds the page's one h1. */
export function Hero() {
  const t = usePageText();
  return (
    <section className="catalog-hero" aria-labelledby="catalog-hero-title">
      <p className="catalog-hero__kicker">{t('hero.kicker')}</p>
      <h1 id="catalog-hero-title">{t('hero.title')}</h1>
      <p className="catalog-hero__text">{t('hero.text')}</p>
      <Link to="/categories" className={buttonClass('accent')}>
        {t('hero.start')}
      </Link>
    </section>
  );
}
