import { Alert, Loading, useLoad, useLocale } from 'shared-kernel';
import { getConsents } from '../features/consents/api/get-consents';
import { ConsentCard } from '../features/consents/components/consent-card';
import { useAccountText } from '../i18n';
import '../components/ui/ui.css';
import '../features/consents/components/consents.css';

const GROUPS = [
  { purpose: 'order-updates', heading: 'consents.group.order-updates' },
  { purpose: 'offers', heading: 'consents.group.offers' },
  { purpose: 'health-data', heading: 'consents.group.health-data' },
] as const;

/** My consents: each purpose and channel with its wording, given only by the shopper's own tick, withdrawn in one tap. */
export default function ConsentsPage() {
  const t = useAccountText();
  const locale = useLocale();
  // The wording comes from the server in the language the site sends (Accept-Language): read again when it changes.
  const consents = useLoad(getConsents, [locale], 'your consents');
  return (
    <section className="account-page account-consents" data-page="consents" data-boundary="account">
      <h1>{t('consents.title')}</h1>
      <p>{t('consents.intro')}</p>
      {consents.status === 'loading' && <Loading label={t('consents.loading')} />}
      {consents.status === 'error' && <Alert onRetry={consents.reload}>{t('consents.loadError')}</Alert>}
      {consents.status === 'ready' &&
        GROUPS.map((group) => (
          <div key={group.purpose}>
            <h2>{t(group.heading)}</h2>
            <ul className="account-consents__list" aria-label={t(group.heading)}>
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
