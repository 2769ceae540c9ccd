import { formatNaira, FREE_SHIPPING_THRESHOLD_NAIRA, getRuntimeConfig, Link, telHref, whatsAppHref } from 'shared-kernel';
import { lazy } from 'react';
import { WhenVisible } from './when-visible';

const NewsletterForm = lazy(() => import('../../features/newsletter/newsletter-form').then((m) => ({ default: m.NewsletterForm })));
const FooterLegal = lazy(() => import('../../features/legal/footer-legal').then((m) => ({ default: m.FooterLegal })));

const EMAIL = 'care@e-pharmacy.ng';

export function Footer() {
  const phone = getRuntimeConfig().phone ?? '';
  return (
    <footer className="shell-footer">
      <div className="shell-footer__promises">
        <p>Free shipping on orders over {formatNaira(FREE_SHIPPING_THRESHOLD_NAIRA)}</p>
        <p>Returns: cancellation after 1 day</p>
        <p>Open 24/7</p>
      </div>
      <div className="shell-footer__columns">
        <address className="shell-footer__address">
          <strong>e-pharmacy</strong>
          <br />
          Phone: <a href={telHref(phone)}>{phone}</a>
          <br />
          WhatsApp:{' '}
          <a href={whatsAppHref(phone)} target="_blank" rel="noopener noreferrer">
            chat with a pharmacist
          </a>
          <br />
          Email: <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
        </address>
        <nav aria-label="Useful links" className="shell-footer__links">
          <h2>Useful links</h2>
          <ul>
            <li>
              <Link to="/categories">Categories</Link>
            </li>
            <li>
              <Link to="/about">About us</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/legal">Legal and registration</Link>
            </li>
            <li>
              <Link to="/terms">Terms of service</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy policy</Link>
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
      <p className="shell-footer__copyright">© {new Date().getFullYear()} e-pharmacy. All rights reserved.</p>
    </footer>
  );
}
