import { buttonClass, getRuntimeConfig, Link } from 'shared-kernel';
import './dashboard.css';

/** Emergency call or WhatsApp call-to-action, to the contact page. */
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
      <Link to="/contact" className={buttonClass('danger')}>
        Contact us
      </Link>
    </section>
  );
}
