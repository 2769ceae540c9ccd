import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  keepLocaleWithAccount,
  loadRuntimeConfig,
  navigateInPlace,
  REMOTE_NAMES,
  replayCartChangesWhenOnline,
  setNavigator,
  trackCartCount,
} from 'shared-kernel';
import { registerConfiguredRemotes } from './remotes/remote-registry';
import { RouteTable } from './remotes/route-table';
import { App } from './app/app';
import { endFirstPaint, firstPaintShown } from './app/first-paint';
import { collectEarlyToasts } from './components/feedback/toast-host';
import { startServiceWorker } from './features/offline/service-worker-client';
import { watchForInstallMoment } from './features/offline/install-prompt';

/** However the page fares, the first paint never outstays this. */
const FIRST_PAINT_LIMIT_MS = 15_000;
/**
 * The menus are built from the route manifests read at start (hinted with index.html, so usually
 * in by now): the app is drawn once they are, so the header shows whole from its first paint and
 * nothing in it moves. A manifest slower than this (its remote struggling) adds its entries later.
 */
const MANIFEST_WAIT_MS = 3000;

async function start() {
  collectEarlyToasts();
  // Until the router registers its own navigate: a start-up read that ends the session moves to the
  // login page in place, so the notice collected above is still shown there.
  setNavigator(navigateInPlace);
  startServiceWorker();
  watchForInstallMoment();
  let routeTable: RouteTable;
  try {
    const config = await loadRuntimeConfig();
    registerConfiguredRemotes(config.remotes);
    // The remotes' route manifests are fetched from here on, beside the first render.
    routeTable = RouteTable.fromRuntimeConfig();
  } catch (error) {
    // Without the configuration the remote areas show their fallback; the shell itself still works.
    console.error('Could not load the runtime configuration', error);
    routeTable = new RouteTable(() => Promise.reject(new Error('the runtime configuration could not be loaded')), REMOTE_NAMES);
  }
  trackCartCount();
  keepLocaleWithAccount();
  replayCartChangesWhenOnline();
  await Promise.race([routeTable.settled(), new Promise((resolve) => setTimeout(resolve, MANIFEST_WAIT_MS))]);
  if (firstPaintShown()) setTimeout(endFirstPaint, FIRST_PAINT_LIMIT_MS);
  else endFirstPaint();
  const root = createRoot(document.getElementById('root')!);
  // A transition, so React draws the app in slices that yield to the browser every few
  // milliseconds instead of one long task: a tap or a paint is never held up by the takeover.
  startTransition(() => root.render(<App routeTable={routeTable} />));
}

void start();
