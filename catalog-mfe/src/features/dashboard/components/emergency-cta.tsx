import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClass, getRuntimeConfig, Link, telHref, whatsAppHref } from 'shared-kernel';
import './dashboard.css';
import { useCatalogText } from '../../../i18n';

// The emergency banner (112, 767 in Lagos, our ambulances, the request form) comes in its own chunk
// after the dashboard is drawn; until then the same numbers show as plain links. It is asked for once
// the dashboard is on screen, not while it is drawn: the server's first view draws the plain links,
// and the page's code hydrates them as they are (a boundary waiting while drawn would be redrawn).
const EmergencyBanner = lazy(() => import('shared-kernel/care').then((m) => ({ default: m.EmergencyBanner })));

/** Until the banner's chunk arrives: 112 as the big red button, 767 beside it, the request link. */
function NumbersFirst() {
  const t = useCatalogText();
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
  const t = useCatalogText();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return (
    <section className="catalog-emergency" aria-labelledby="catalog-emergency-title">
      <div className="catalog-emergency__banner">
        {drawn ? (
          <Suspense fallback={<NumbersFirst />}>
            <EmergencyBanner idPrefix="catalog-emergency-banner" requestPath="/emergency" compact />
          </Suspense>
        ) : (
          <NumbersFirst />
        )}
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
