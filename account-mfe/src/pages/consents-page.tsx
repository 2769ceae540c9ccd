import { Alert, Loading, useLoad } from 'shared-kernel';
import { getConsents } from '../features/consents/api/consents-api';
import { ConsentCard } from '../features/consents/components/consent-card';
import '../components/ui/ui.css';
import '../features/consents/components/consents.css';

const GROUPS = [
  { purpose: 'order-updates', heading: 'Order updates' },
  { purpose: 'offers', heading: 'Offers' },
  { purpose: 'health-data', heading: 'Your health data' },
] as const;

/** My consents: each purpose and channel with its wording, given only by the shopper's own tick, withdrawn in one tap. */
export default function ConsentsPage() {
  const consents = useLoad(getConsents, [], 'your consents');
  return (
    <section className="account-page account-consents" data-page="consents" data-boundary="account">
      <h1>Consents</h1>
      <p>
        What you allow us to do, and how we may reach you besides e-mail. Nothing is on until you tick it; withdraw any time here, or reply
        STOP to a text or WhatsApp message.
      </p>
      {consents.status === 'loading' && <Loading label="Loading your consents…" />}
      {consents.status === 'error' && <Alert onRetry={consents.reload}>We could not load your consents.</Alert>}
      {consents.status === 'ready' &&
        GROUPS.map((group) => (
          <div key={group.purpose}>
            <h2>{group.heading}</h2>
            <ul className="account-consents__list" aria-label={group.heading}>
              {consents.data
                .filter((c) => c.purpose === group.purpose)
                .map((c) => (
                  <ConsentCard key={`${c.purpose}-${c.channel}`} consent={c} onChange={(all) => consents.replace(all)} />
                ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
