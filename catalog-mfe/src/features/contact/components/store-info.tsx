import { getRuntimeConfig, telHref, whatsAppHref } from 'shared-kernel';
import { usePharmacistHours } from 'legal-kit';
import './contact.css';
import { usePageText } from '../../../i18n/pages';

/** Where the store and the warehouse are and how to reach them. */
export function StoreInfo() {
  const t = usePageText();
  const phone = getRuntimeConfig().phone ?? '';
  const hours = usePharmacistHours();
  return (
    <div className="catalog-contact-info">
      <address className="catalog-contact-info__card">
        <h2>{t('contact.store')}</h2>
        <p>12 Adeola Odeku Street, Victoria Island, Lagos, Nigeria</p>
        <p>
          {t('contact.phoneIs')} <a href={telHref(phone)}>{phone}</a>
        </p>
        <p>
          {t('contact.whatsAppIs')}{' '}
          <a href={whatsAppHref(phone)} target="_blank" rel="noopener noreferrer">
            {t('contact.chat')}
          </a>
        </p>
        <p>
          {t('contact.emailIs')} <a href="mailto:care@e-pharmacy.ng">care@e-pharmacy.ng</a>
        </p>
        <p>{t('contact.orders')}</p>
        {hours ? <p data-testid="pharmacist-hours">{t('contact.pharmacistHours', { hours: hours.text })}</p> : null}
      </address>
      <address className="catalog-contact-info__card">
        <h2>{t('contact.warehouse')}</h2>
        <p>Plot 7, Agbara Industrial Estate, Ogun State</p>
        <p>
          {t('contact.emailIs')} <a href="mailto:warehouse@e-pharmacy.ng">warehouse@e-pharmacy.ng</a>
        </p>
        <p>{t('contact.dispatch')}</p>
      </address>
    </div>
  );
}
