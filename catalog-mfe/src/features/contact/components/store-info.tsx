import { getRuntimeConfig, telHref, whatsAppHref } from 'shared-kernel';
import { usePharmacistHours } from 'shared-kernel/legal';
import './contact.css';

/** Where the store and the warehouse are and how to reach them. */
export function StoreInfo() {
  const phone = getRuntimeConfig().phone ?? '';
  const hours = usePharmacistHours();
  return (
    <div className="catalog-contact-info">
      <address className="catalog-contact-info__card">
        <h2>Our store</h2>
        <p>12 Adeola Odeku Street, Victoria Island, Lagos, Nigeria</p>
        <p>
          Phone: <a href={telHref(phone)}>{phone}</a>
        </p>
        <p>
          WhatsApp:{' '}
          <a href={whatsAppHref(phone)} target="_blank" rel="noopener noreferrer">
            chat with a pharmacist
          </a>
        </p>
        <p>
          Email: <a href="mailto:care@e-pharmacy.ng">care@e-pharmacy.ng</a>
        </p>
        <p>Orders taken 24/7</p>
        {hours ? <p data-testid="pharmacist-hours">Pharmacists check prescriptions: {hours.text}</p> : null}
      </address>
      <address className="catalog-contact-info__card">
        <h2>Our warehouse</h2>
        <p>Plot 7, Agbara Industrial Estate, Ogun State</p>
        <p>
          Email: <a href="mailto:warehouse@e-pharmacy.ng">warehouse@e-pharmacy.ng</a>
        </p>
        <p>Dispatch: Monday to Saturday, 7am to 7pm</p>
      </address>
    </div>
  );
}
