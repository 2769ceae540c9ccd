import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, REMOTE_NAMES, trackCartCount } from 'shared-kernel';
import { registerConfiguredRemotes } from './remotes/remote-registry';
import { RouteTable } from './remotes/route-table';
import { App } from './app/app';
import { endFirstPaint, firstPaintShown } from './app/first-paint';

/** However the page fares, the first paint never outstays this. */
const FIRST_PAINT_LIMIT_MS = 15_000;

async function start() {
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
  if (firstPaintShown()) setTimeout(endFirstPaint, FIRST_PAINT_LIMIT_MS);
  else endFirstPaint();
  createRoot(document.getElementById('root')!).render(<App routeTable={routeTable} />);
}

void start();
