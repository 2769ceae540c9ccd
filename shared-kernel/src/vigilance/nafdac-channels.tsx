/** NAFDAC's own channels for reporting side effects and suspected fake medicines. */
export const NAFDAC_E_REPORTING_URL = 'https://primaryreporting.who-umc.org/NG';
export const NAFDAC_PHONE = '0800-162-3322';

/** "You can also tell NAFDAC directly": e-reporting, the Med Safety app and the free line. */
export function NafdacChannels() {
  return (
    <aside className="ep-nafdac-channels" aria-label="Report to NAFDAC directly">
      <p>You can also tell NAFDAC directly:</p>
      <ul>
        <li>
          online at{' '}
          <a href={NAFDAC_E_REPORTING_URL} target="_blank" rel="noopener noreferrer">
            NAFDAC e-reporting
          </a>
        </li>
        <li>with the Med Safety app (free on Android and iPhone)</li>
        <li>
          by phone, free: <a href={`tel:${NAFDAC_PHONE.replace(/-/g, '')}`}>{NAFDAC_PHONE}</a>
        </li>
      </ul>
    </aside>
  );
}
