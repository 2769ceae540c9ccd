import { on } from 'shared-kernel';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set once the install offer has been shown, so it is never shown again on this device. */
export const INSTALL_OFFERED_KEY = 'ep-install-offered';

let deferred: InstallPromptEvent | null = null;
let offerShown = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function alreadyOffered(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_OFFERED_KEY) !== null;
  } catch {
    return true;
  }
}

/** Whether the "add to home screen" offer is showing now. */
export function installOfferShowing(): boolean {
  return offerShown;
}

export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Holds back the browser's own install prompt, and offers the shop for the home screen once, after a
 * first purchase (an order paid), never on a first visit.
 */
export function watchForInstallMoment(): () => void {
  const keep = (event: Event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  };
  window.addEventListener('beforeinstallprompt', keep);
  const off = on('cart:changed', ({ reason }) => {
    if (reason !== 'order' || !deferred || offerShown || alreadyOffered()) return;
    offerShown = true;
    try {
      window.localStorage.setItem(INSTALL_OFFERED_KEY, new Date().toISOString());
    } catch {
      // Private mode: offered this once anyway.
    }
    changed();
  });
  return () => {
    window.removeEventListener('beforeinstallprompt', keep);
    off();
    deferred = null;
    offerShown = false;
  };
}

/** The shopper's answer to the offer: install asks the browser's own prompt; either way the offer goes. */
export async function answerInstallOffer(install: boolean): Promise<void> {
  offerShown = false;
  changed();
  const prompt = deferred;
  deferred = null;
  if (install && prompt) {
    await prompt.prompt();
    await prompt.userChoice.catch(() => undefined);
  }
}
