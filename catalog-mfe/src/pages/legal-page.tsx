import { Link } from 'shared-kernel';
import '../components/ui/ui.css';
import '../features/static/components/static.css';
import { EnglishBindsNote } from '../features/static/components/english-binds-note';
import { usePageText } from '../i18n/pages';
import type { PharmacyIdentityState } from 'legal-kit';
import { useFirstViewIdentity } from '../first-views/use-first-view-identity';
import { PharmacyIdentitySection } from '../features/static/components/pharmacy-identity-section';

export default function LegalPage() {
  return <LegalView identity={useFirstViewIdentity()} />;
}

/** What the page draws; the site's server draws the same as the first view (src/first-views/render.tsx). */
export function LegalView({ identity }: { identity: PharmacyIdentityState }) {
  const t = usePageText();
  return (
    <section className="catalog-page" data-page="legal">
      <h1>{t('legal.title')}</h1>
      <EnglishBindsNote />
      <div className="catalog-prose">
        <p>
          e-pharmacy is run by a pharmacy registered with the Pharmacists Council of Nigeria (PCN). Its premises licence and its
          superintendent pharmacist, who is responsible for how medicines are sold and dispensed here, are:
        </p>
        <PharmacyIdentitySection {...identity} />
        <h2>{t('legal.howWeSell')}</h2>
        <ul>
          <li>
            <strong>Over-the-counter medicines</strong> can be ordered by anyone aged 18 or over.
          </li>
          <li>
            <strong>Prescription-only medicines</strong> are dispensed only against a valid prescription (written within the last six
            months), which a pharmacist checks before your order is packed. If the pharmacist can&rsquo;t approve it, you are told why and
            refunded in full for what was not approved.
          </li>
          <li>Pharmacists may contact you about dosage, interactions or quantities, and may refuse a sale that is not safe.</li>
        </ul>
        <p>
          Read our <Link to="/terms">Terms of service</Link> and <Link to="/privacy">Privacy policy</Link>, or{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      </div>
    </section>
  );
}
