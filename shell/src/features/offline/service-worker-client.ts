import { on } from 'shared-kernel';
import { CACHES, type PageMessage } from '../../service-worker/cache-names';
import { receiveWorkerMessage } from './release-watch';

/** Every cache holding what a visitor looked at (all but the shell's own precached files). */
export async function clearVisitorCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  await Promise.all(Object.values(CACHES).map((name) => storage.delete(name)));
}

/**
 * Registers the service worker once the page has loaded and the browser is idle (it must not compete
 * with the first paint) and empties the visitor caches at logout. Its messages are heard from the
 * start (release-watch.ts).
 */
export function startServiceWorker(): void {
  on('auth:changed', ({ loggedIn }) => {
    if (!loggedIn) void clearVisitorCaches().catch((error) => console.error('Could not empty the caches at logout', error));
  });
  if (process.env.NODE_ENV !== 'production' || !navigator.serviceWorker) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // A newer worker waiting (the shell itself redeployed) is a new version too. A browser whose
        // policy blocks workers may answer with no registration at all: then there is nothing to watch.
        registration?.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && navigator.serviceWorker.controller)
              receiveWorkerMessage({ type: 'release-changed', url: '/sw.js' });
          });
        });
      },
      (error) => console.error('Could not start the offline support', error),
    );
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => void register()) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Loads the new version: the waiting worker (if any) takes over, then the page reloads. */
export async function loadNewVersion(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const message: PageMessage = { type: 'skip-waiting' };
  registration?.waiting?.postMessage(message);
  window.location.reload();
}
