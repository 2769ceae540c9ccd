import { buttonClass, getRuntimeConfig, Link, telHref, whatsAppHref } from 'shared-kernel';
import './dashboard.css';
import { usePageText } from '../../../i18n/pages';

/**
 * 112 as the big red button, 767 (Lagos) beside it, the request link: drawn the same by the
 * server's first view and by the page's code, so nothing below them moves when the page takes over
 * (they stand above the categories; a banner swapped in later would push those down on a phone).
 */
function EmergencyNumbers() {
  const t = usePageText();
  return (
    <div className="catalog-emergency__numbers">
      <p>
        <a href="tel:112" className={buttonClass('danger')} data-emergency-primary="">
          {t('emergency.call112')}
        </a>{' '}
        {t('emergency.anywhere')}
      </p>
      <p>
        <a href="tel:767">{t('emergency.call767')}</a> {t('emergency.lagos')} · <Link to="/emergency">{t('emergency.request')}</Link>
      </p>
    </div>
  );
}

/**
 * Emergency numbers first: 112 is the one big red button (767 in Lagos beside it); then, for what
 * is not an emergency, the shop's call or WhatsApp, and a pharmacist to ask.
 */
export function EmergencyCta() {
  const phone = getRuntimeConfig().phone ?? '';
  const t = usePageText();
  return (
    <section className="catalog-emergency" aria-labelledby="catalog-emergency-title">
      <div className="catalog-emergency__banner">
        <EmergencyNumbers />
      </div>
      <div>
        <h2 id="catalog-emergency-title">{t('emergency.title')}</h2>
        <p>
          {t('emergency.line')} <strong className="catalog-emergency__phone">{phone}</strong>
        </p>
        <p>
          <Link to="/ask-pharmacist">{t('emergency.askPharmacist')}</Link> {t('emergency.askInWriting')}
        </p>
      </div>
      <div className="catalog-emergency__actions">
        <a href={telHref(phone)} className={buttonClass('secondary')}>
          {t('emergency.call', { phone })}
        </a>
        <a
          href={whatsAppHref(phone, t('emergency.whatsAppText'))}
          className={buttonClass('secondary')}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('emergency.whatsApp')}
        </a>
      </div>
    </section>
  );
}
