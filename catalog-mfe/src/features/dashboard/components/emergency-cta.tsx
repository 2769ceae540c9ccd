import { buttonClass, getRuntimeConfig, telHref, whatsAppHref } from 'shared-kernel';
import './dashboard.css';

/** Emergency call or WhatsApp, one tap each on a phone. */
export function EmergencyCta() {
  const phone = getRuntimeConfig().phone ?? '';
  return (
    <section className="catalog-emergency" aria-labelledby="catalog-emergency-title">
      <div>
        <h2 id="catalog-emergency-title">Need help right now?</h2>
        <p>
          Emergency call or WhatsApp, 24/7: <strong className="catalog-emergency__phone">{phone}</strong>
        </p>
      </div>
      <div className="catalog-emergency__actions">
        <a href={telHref(phone)} className={buttonClass('danger')}>
          Call {phone}
        </a>
        <a
          href={whatsAppHref(phone, 'Hello e-pharmacy, I need help.')}
          className={buttonClass('secondary')}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp us
        </a>
      </div>
    </section>
  );
}
