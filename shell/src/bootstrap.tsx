import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, trackCartCount } from 'shared-kernel';
import { registerConfiguredRemotes } from './remotes/remote-registry';
import { App } from './app/app';

async function start() {
  try {
    const config = await loadRuntimeConfig();
    registerConfiguredRemotes(config.remotes);
  } catch (error) {
    // Without the manifest every remote area shows its fallback; the shell itself still works.
    console.error('Could not load the runtime configuration', error);
  }
  trackCartCount();
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
