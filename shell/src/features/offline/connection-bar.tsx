import { useEffect, useState, useSyncExternalStore } from 'react';
import { offlineMarkText, pricesAsOf } from './offline-mark';
import { loadNewVersion } from './service-worker-client';
import { newReleaseReady, onNewRelease } from './release-watch';
import { answerInstallOffer, installOfferShowing, onInstallOffer } from './install-prompt';
import { useShellText } from '../../i18n';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it is connected. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The offline mark with the age of the saved prices. */
function OfflineMark() {
  useShellText(); // drawn again in a newly chosen language
  const [asOf, setAsOf] = useState<Date | null>(null);
  useEffect(() => {
    let current = true;
    void pricesAsOf()
      .then((stamp) => current && setAsOf(stamp))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return (
    <p className="shell-connection__bar shell-connection__bar--offline" role="status" data-offline-mark>
      {offlineMarkText(asOf)}
    </p>
  );
}

/**
 * Bars fixed to the bottom of the screen, over the page (nothing moves when they come): offline with
 * the age of the prices; a new version ready (a remote redeployed) with Reload; the one-time offer to
 * add the shop to the home screen after a first purchase.
 */
export function ConnectionBar() {
  const t = useShellText();
  const online = useOnline();
  const release = useSyncExternalStore(onNewRelease, newReleaseReady, () => false);
  const install = useSyncExternalStore(onInstallOffer, installOfferShowing, () => false);
  if (online && !release && !install) return null;
  return (
    <div className="shell-connection">
      {!online && <OfflineMark />}
      {online && release && (
        <p className="shell-connection__bar" role="status" data-new-version>
          {t('update.ready')}
          <button type="button" className="shell-connection__action" onClick={() => void loadNewVersion()}>
            {t('update.reload')}
          </button>
        </p>
      )}
      {install && (
        <p className="shell-connection__bar" role="status" data-install-offer>
          {t('install.offer')}
          <button type="button" className="shell-connection__action" onClick={() => void answerInstallOffer(true)}>
            {t('install.add')}
          </button>
          <button
            type="button"
            className="shell-connection__action shell-connection__action--quiet"
            onClick={() => void answerInstallOffer(false)}
          >
            {t('install.notNow')}
          </button>
        </p>
      )}
    </div>
  );
}
