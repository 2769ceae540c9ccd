import { Link, Loading } from 'shared-kernel';
import type { PharmacyIdentityState } from 'legal-kit';
import { useFirstViewIdentity } from '../first-views/use-first-view-identity';
import '../components/ui/ui.css';
import '../features/static/components/static.css';
import { EnglishBindsNote } from '../features/static/components/english-binds-note';
import { usePageText } from '../i18n/pages';

/** The terms a shopper buys under. */
export default function TermsPage() {
  return <TermsView identity={useFirstViewIdentity()} />;
}

/** The shop's one refund promise, as the API states it (payments/refund-timeline.ts); never a copy of it here. */
function RefundPromise({ within }: { within: string | undefined }) {
  return (
    <li data-testid="terms-refund-within">
      {within
        ? `Refunds go back to the card you paid with, usually within ${within} depending on your bank.`
        : 'Refunds go back to the card you paid with; how long they take to show depends on your bank.'}
    </li>
  );
}

/**
 * What the page draws; the site's server draws the same as the first view (src/first-views/render.tsx).
 * Until the seller's identity is known it shows the loading indicator instead of a stand-in name,
 * so the text does not re-wrap and move under the reader when the name arrives.
 */
export function TermsView({ identity: { identity, failed } }: { identity: PharmacyIdentityState }) {
  const t = usePageText();
  if (!identity && !failed)
    return (
      <section className="catalog-page" data-page="terms">
        <h1>{t('terms.title')}</h1>
        <Loading label={t('terms.loading')} />
      </section>
    );
  const seller = identity?.registeredName ?? 'the pharmacy named on our Legal page';
  return (
    <section className="catalog-page" data-page="terms">
      <h1>{t('terms.title')}</h1>
      <EnglishBindsNote />
      <div className="catalog-prose">
        <p>
          These terms apply when you use e-pharmacy and buy from it. The seller is <strong>{seller}</strong>, a pharmacy registered with the
          Pharmacists Council of Nigeria (see <Link to="/legal">Legal and registration</Link>). By creating an account or placing an order
          you agree to them.
        </p>

        <h2>{t('terms.account')}</h2>
        <ul>
          <li>You must be 18 or over to buy. Keep your password to yourself; you are responsible for orders placed from your account.</li>
          <li>Give true details: your name, a delivery address and a phone number the rider can reach.</li>
        </ul>

        <h2>{t('terms.medicines')}</h2>
        <ul>
          <li>
            Prescription-only medicines are sold only against a valid prescription written for you within the last six months. You upload it
            before paying; a pharmacist checks it before the order is packed.
          </li>
          <li>
            The pharmacist may approve the order, approve part of it, or refuse it with a reason. Whatever is not approved is refunded in
            full to the card you paid with.
          </li>
          <li>Uploading a prescription that is forged, altered or not yours is an offence and will be reported.</li>
          <li>
            We may limit quantities, or refuse or cancel an order, where selling it would not be safe or lawful. Read the leaflet in the
            pack and ask a pharmacist if anything is unclear.
          </li>
        </ul>

        <h2>{t('terms.prices')}</h2>
        <ul>
          <li>Prices are in naira and include VAT where it applies. The price charged is the one shown when you pay.</li>
          <li>
            Card payments are processed by Paystack; we never see your card number. Your order is confirmed once Paystack confirms the
            payment.
          </li>
        </ul>

        <h2>{t('terms.delivery')}</h2>
        <ul>
          <li>
            We deliver to the states shown at checkout, for the fee and within the window shown there. Delivery is free from the amount
            shown on the cart.
          </li>
          <li>Check your parcel when it arrives. Tell us within 24 hours if anything is missing, damaged or not what you ordered.</li>
        </ul>

        <h2>{t('terms.cancellations')}</h2>
        <ul>
          <li>You can cancel an order that has not been shipped yet; you are refunded in full.</li>
          <li>
            For your safety, medicines can&rsquo;t be returned once delivered unless they are faulty, damaged or not what you ordered. In
            that case we replace them or refund you.
          </li>
          <RefundPromise within={identity?.refundExpectedWithin} />
        </ul>

        <h2>{t('terms.data')}</h2>
        <p>
          How we use and protect your personal data, including prescriptions, is set out in our <Link to="/privacy">Privacy policy</Link>.
        </p>

        <h2>{t('terms.responsibility')}</h2>
        <p>
          Nothing in these terms limits your rights as a consumer under the Federal Competition and Consumer Protection Act 2018. These
          terms are governed by the laws of the Federal Republic of Nigeria. Questions or complaints: <Link to="/contact">contact us</Link>.
        </p>
      </div>
    </section>
  );
}
