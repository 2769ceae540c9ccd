import { FREE_SHIPPING_THRESHOLD_NAIRA, getRuntimeConfig, Link, telHref, whatsAppHref } from 'shared-kernel';
import { lazy } from 'react';
import { useShellText } from '../../i18n';
import { WhenVisible } from './when-visible';

const NewsletterForm = lazy(() => import('../../features/newsletter/newsletter-form').then((m) => ({ default: m.NewsletterForm })));
const FooterLegal = lazy(() => import('../../features/legal/footer-legal').then((m) => ({ default: m.FooterLegal })));

const EMAIL = 'care@e-pharmacy.ng';

export function Footer() {
  const phone = getRuntimeConfig().phone ?? '';
  const t = useShellText();
  return (
    <footer className="shell-footer">
      <div className="shell-footer__promises">
        <p>{t('footer.freeShipping', { threshold: FREE_SHIPPING_THRESHOLD_NAIRA })}</p>
        <p>{t('footer.returns')}</p>
        <p>{t('footer.hours')}</p>
      </div>
      <div className="shell-footer__columns">
        <address className="shell-footer__address">
          <strong>e-pharmacy</strong>
          <br />
          {t('footer.phone')} <a href={telHref(phone)}>{phone}</a>
          <br />
          WhatsApp:{' '}
          <a href={whatsAppHref(phone)} target="_blank" rel="noopener noreferrer">
            {t('footer.whatsApp')}
          </a>
          <br />
          {t('footer.email')} <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
        </address>
        <nav aria-label={t('footer.usefulLinks')} className="shell-footer__links">
          <h2>{t('footer.usefulLinks')}</h2>
          <ul>
            <li>
              <Link to="/categories">{t('footer.categories')}</Link>
            </li>
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to="/legal">{t('footer.legal')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <WhenVisible minHeight={110}>
          <NewsletterForm />
        </WhenVisible>
        <WhenVisible minHeight={260}>
          <FooterLegal />
        </WhenVisible>
      </div>
      <p className="shell-footer__copyright">{t('footer.copyright', { year: String(new Date().getFullYear()) })}</p>
    </footer>
  );
}
