import { Link, Loading, useFirstViewRead, useLoad } from 'shared-kernel';
import { object, READS } from '../first-views/reads';
import type { PharmacyIdentityState } from 'legal-kit';
import { useFirstViewIdentity } from '../first-views/use-first-view-identity';
import '../components/ui/ui.css';
import { getPrivacyFacts, PrivacyFacts, type PrivacyFactsData } from '../features/privacy/privacy-facts';
import '../features/static/components/static.css';
import { EnglishBindsNote } from '../features/static/components/english-binds-note';
import { usePageText } from '../i18n/pages';

const COLLECTED: [data: string, why: string, basis: string][] = [
  [
    'Your name, email address, username and password (stored only as a one-way hash)',
    'To run your account and send you order emails',
    'Contract',
  ],
  ['Delivery addresses and the phone number the rider calls', 'To deliver your orders', 'Contract'],
  [
    'Orders, payment references and refunds. Card details go straight to Paystack; we never see or store your card number',
    'To sell, dispense and account for medicines',
    'Contract; legal obligation (pharmacy and tax records)',
  ],
  [
    'Prescriptions you upload, with the prescriber’s name and date, and the pharmacist’s decision on each order',
    'To dispense prescription-only medicines lawfully',
    'Sensitive personal data (health): processed to provide health care under a pharmacist’s duty of confidentiality, and with your explicit consent when you upload',
  ],
  [
    'A log of who viewed each prescription and when',
    'To protect your health data and show you who looked at it',
    'Legal obligation (security of processing)',
  ],
  [
    'Messages you send us and newsletter sign-ups',
    'To answer you; to send the newsletter you asked for',
    'Legitimate interest; consent (write to us and we stop at once)',
  ],
  ['Your IP address and technical logs', 'To keep the shop secure (for example, limiting password guessing)', 'Legitimate interest'],
];

/** What we collect, why, for how long, and your rights: written for the Nigeria Data Protection Act 2023. */
export default function PrivacyPage() {
  const facts = useLoad(getPrivacyFacts, [], 'the retention periods', useFirstViewRead(READS.privacy, object));
  const read = facts.status === 'ready' ? facts.data : facts.status === 'error' ? 'unavailable' : null;
  return <PrivacyView identity={useFirstViewIdentity()} facts={read} />;
}

/**
 * What the page draws; the site's server draws the same as the first view (src/first-views/render.tsx).
 * Until the pharmacy's identity is known it shows the loading indicator instead of a stand-in name,
 * so the text does not re-wrap and move under the reader when the name arrives.
 */
type PrivacyViewProps = {
  identity: PharmacyIdentityState;
  /** The retention periods and processors (GET /api/privacy); null until read, 'unavailable' when the read failed. */
  facts: PrivacyFactsData | 'unavailable' | null;
};

export function PrivacyView({ identity: { identity, failed }, facts }: PrivacyViewProps) {
  const t = usePageText();
  if (!identity && !failed)
    return (
      <section className="catalog-page" data-page="privacy">
        <h1>{t('privacy.title')}</h1>
        <Loading label={t('privacy.loading')} />
      </section>
    );
  const controller = identity?.registeredName ?? 'the pharmacy named on our Legal page';
  const privacyEmail = identity?.privacyEmail;
  return (
    <section className="catalog-page" data-page="privacy">
      <h1>{t('privacy.title')}</h1>
      <EnglishBindsNote />
      <div className="catalog-prose">
        <p>
          This policy explains what personal data e-pharmacy collects, why, how long we keep it and how you can use your rights under the
          Nigeria Data Protection Act 2023 (NDPA). The data controller is <strong>{controller}</strong> (see{' '}
          <Link to="/legal">Legal and registration</Link>).
        </p>

        <h2>{t('privacy.collect')}</h2>
        <table className="catalog-table">
          <caption>{t('privacy.collectCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('privacy.col.data')}</th>
              <th scope="col">{t('privacy.col.why')}</th>
              <th scope="col">{t('privacy.col.basis')}</th>
            </tr>
          </thead>
          <tbody>
            {COLLECTED.map(([data, why, basis]) => (
              <tr key={data}>
                <td>{data}</td>
                <td data-label={t('privacy.col.why')}>{why}</td>
                <td data-label={t('privacy.col.basis')}>{basis}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>{t('privacy.keep')}</h2>
        <ul>
          <li>Your account: until you ask us to delete it.</li>
          <li>Orders, payments and refunds: six years after the order, as Nigerian tax and accounting records require.</li>
          <li>
            Prescriptions: you can delete one you uploaded but never used at any time, under <Link to="/prescriptions">Prescriptions</Link>;
            otherwise we delete it after the period below. One used for an order is part of the pharmacy&rsquo;s dispensing record, which we
            keep for five years; after that we delete it when you ask. If you erase your account, its image is deleted at once and the
            record keeps only the prescriber&rsquo;s name.
          </li>
          <li>The prescription access log: as long as the prescription itself.</li>
        </ul>
        <PrivacyFacts facts={facts} />

        <h2>{t('privacy.others')}</h2>
        <p>
          Only the people who need it: our pharmacists (prescriptions and orders), our staff who pack and deliver orders (name, address and
          phone), Paystack (payments) and our email provider (the emails we send you). We never sell your data or use your health data for
          marketing. Prescriptions are stored privately: never on a public address, readable only by you and our pharmacists, and every view
          is logged.
        </p>

        <h2>{t('privacy.rights')}</h2>
        <p>Under the NDPA you can ask us, free of charge, to:</p>
        <ul>
          <li>give you a copy of the personal data we hold about you, in a common electronic format;</li>
          <li>correct data that is wrong (you can edit your profile and addresses yourself);</li>
          <li>delete your data, except what the law requires us to keep (such as dispensing and tax records);</li>
          <li>restrict or object to how we use it, and withdraw a consent you gave.</li>
        </ul>
        <p>
          Write to {privacyEmail ? <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> : 'the privacy address on our Legal page'} from the
          email address of your account. We answer within one month. If you are not satisfied, you may complain to the Nigeria Data
          Protection Commission (NDPC).
        </p>
      </div>
    </section>
  );
}
