import { useEffect, useState } from 'react';
// The kernel's router through its main entry: the one router context of the site.
import { Link } from 'shared-kernel';
import { getListedAmbulances } from './api/get-listed-ambulances';
import type { ListedAmbulance } from './api/care-types';
import { EMERGENCY_NUMBERS, type RedFlagKind } from './red-flags';
import { useCareText } from './i18n';

type Props = {
  /** The emergencies found in what the shopper typed; none: the banner of the emergency call-to-action. */
  kinds?: readonly RedFlagKind[];
  /** Where the "request one of our ambulances" link goes. */
  requestPath?: string;
  /** Heading level and id prefix, for pages that show it twice. */
  idPrefix?: string;
  /**
   * Beside a text box or in a box of the home page: the numbers and the request link only, no list
   * of ambulances, so it stays short.
   */
  compact?: boolean;
  /** Kept in view while the page scrolls (beside the text box the shopper is typing in). */
  sticky?: boolean;
};

/** Our ambulances in service now (one not in service is no help in an emergency, so it is not listed). */
function useAmbulancesInService(wanted: boolean): ListedAmbulance[] {
  const [ambulances, setAmbulances] = useState<ListedAmbulance[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    getListedAmbulances()
      .then((list) => live && setAmbulances(list.filter((a) => a.availability)))
      .catch(() => live && setAmbulances([]));
    return () => {
      live = false;
    };
  }, [wanted]);
  return ambulances;
}

/**
 * Call for help first: 112 (anywhere in Nigeria) is the one big button, 767 (Lagos) beside it, then
 * (unless compact) the shop's ambulances in service, and the request form. Shown at once when a
 * message names an emergency, on a thread flagged as one, and on the emergency call-to-action; it
 * needs no account.
 */
export function EmergencyBanner({
  kinds = [],
  requestPath = '/ambulance',
  idPrefix = 'ep-emergency',
  compact = false,
  sticky = false,
}: Props) {
  const ambulances = useAmbulancesInService(!compact);
  const t = useCareText();
  const named = kinds.map((k) => t(`emergency.kind.${k}`));
  const [first, ...others] = EMERGENCY_NUMBERS;
  return (
    <section
      className={`ep-emergency${compact ? ' ep-emergency--compact' : ''}${sticky ? ' ep-emergency--sticky' : ''}`}
      role="alert"
      aria-labelledby={`${idPrefix}-title`}
      data-emergency-banner=""
    >
      <h2 id={`${idPrefix}-title`} className="ep-emergency__title">
        {named.length > 0 ? t('emergency.titleNamed', { kinds: named.join(', ') }) : t('emergency.title')}
      </h2>
      <p className="ep-emergency__lead">{t('emergency.lead')}</p>
      <div className="ep-emergency__numbers">
        <a
          className="ep-emergency__call ep-emergency__call--primary"
          href={`tel:${first.number}`}
          data-emergency-primary=""
          aria-describedby={`${idPrefix}-label-${first.number}`}
        >
          {t('emergency.call', { number: first.number })}
        </a>
        {others.map((n) => (
          <a
            key={n.number}
            className="ep-emergency__call ep-emergency__call--second"
            href={`tel:${n.number}`}
            aria-describedby={`${idPrefix}-label-${n.number}`}
          >
            {n.number === '767' ? t('emergency.call767') : t('emergency.call', { number: n.number })}
          </a>
        ))}
      </div>
      <p className="ep-emergency__labels">
        {EMERGENCY_NUMBERS.map((n) => (
          <span key={n.number} id={`${idPrefix}-label-${n.number}`} className="ep-emergency__label">
            {n.number}: {t(`emergency.label.${n.number}`)}
          </span>
        ))}
      </p>
      {ambulances.length > 0 && (
        <div className="ep-emergency__fleet">
          <h3 className="ep-emergency__subtitle">{t('emergency.fleet')}</h3>
          <ul>
            {ambulances.map((a) => (
              <li key={a.id}>
                <strong>{a.name}</strong>, {a.location}
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
