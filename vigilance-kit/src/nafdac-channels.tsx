/** NAFDAC's own channels for reporting side effects and suspected fake medicines. */
import { useVigilanceText } from './i18n';

export const NAFDAC_E_REPORTING_URL = 'https://primaryreporting.who-umc.org/NG';
export const NAFDAC_PHONE = '0800-162-3322';

/** "You can also tell NAFDAC directly": e-reporting, the Med Safety app and the free line. */
export function NafdacChannels() {
  const t = useVigilanceText();
  return (
    <aside className="ep-nafdac-channels" aria-label={t('nafdac.label')}>
      <p>{t('nafdac.lead')}</p>
      <ul>
        <li>
          {t('nafdac.online')}{' '}
          <a href={NAFDAC_E_REPORTING_URL} target="_blank" rel="noopener noreferrer">
            {t('nafdac.eReporting')}
          </a>
        </li>
        <li>{t('nafdac.app')}</li>
        <li>
          {t('nafdac.phone')} <a href={`tel:${NAFDAC_PHONE.replace(/-/g, '')}`}>{NAFDAC_PHONE}</a>
        </li>
      </ul>
    </aside>
  );
}
