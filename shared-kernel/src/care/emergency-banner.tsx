import { useEffect, useState } from 'react';
// The kernel's router through its main entry: the one router context of the site.
import { Link } from 'shared-kernel';
import { getListedAmbulances, type ListedAmbulance } from './care-api';
import { EMERGENCY_NUMBERS, type RedFlagKind } from './red-flags';
import { useCareText } from '../i18n/care';

type Props = {
  /** The emergencies found in what the shopper typed; none: the banner of the emergency call-to-action. */
  kinds?: readonly RedFlagKind[];
  /** Where the "request one of our ambulances" link goes. */
  requestPath?: string;
  /** Heading level and id prefix, for pages that show it twice. */
  idPrefix?: string;
};

/**
 * Call for help first: 112 (anywhere in Nigeria) and 767 (Lagos), one tap each, then the shop's
 * listed ambulances and the request form. Shown at once when a message names an emergency, and on
 * the emergency call-to-action; it needs no account.
 */
export function EmergencyBanner({ kinds = [], requestPath = '/ambulance', idPrefix = 'ep-emergency' }: Props) {
  const [ambulances, setAmbulances] = useState<ListedAmbulance[] | null>(null);
  useEffect(() => {
    let live = true;
    getListedAmbulances()
      .then((list) => live && setAmbulances(list))
      .catch(() => live && setAmbulances([]));
    return () => {
      live = false;
    };
  }, []);
  const t = useCareText();
  const named = kinds.map((k) => t(`emergency.kind.${k}`));
  return (
    <section className="ep-emergency" role="alert" aria-labelledby={`${idPrefix}-title`} data-emergency-banner="">
      <h2 id={`${idPrefix}-title`} className="ep-emergency__title">
        {named.length > 0 ? t('emergency.titleNamed', { kinds: named.join(', ') }) : t('emergency.title')}
      </h2>
      <p className="ep-emergency__lead">{t('emergency.lead')}</p>
      <ul className="ep-emergency__numbers">
        {EMERGENCY_NUMBERS.map((n) => (
          <li key={n.number}>
            <a className="ep-emergency__call" href={`tel:${n.number}`}>
              {t('emergency.call', { number: n.number })}
            </a>
            <span className="ep-emergency__label">{t(`emergency.label.${n.number}`)}</span>
          </li>
        ))}
      </ul>
      {ambulances && ambulances.length > 0 && (
        <div className="ep-emergency__fleet">
          <h3 className="ep-emergency__subtitle">{t('emergency.fleet')}</h3>
          <ul>
            {ambulances.map((a) => (
              <li key={a.id}>
                <strong>{a.name}</strong>, {a.location}
                {a.availability ? '' : t('emergency.notInService')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <Link className="ep-emergency__request" to={requestPath}>
          {t('emergency.request')}
        </Link>
      </p>
    </section>
  );
}
