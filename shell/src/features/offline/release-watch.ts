import type { WorkerMessage } from '../../service-worker/cache-names';

// The service worker tells the pages when a file naming a release changed on the server. It may say so
// while the page is still loading: the worker fetches a remote's entry as soon as the page hints it, and
// a message that reaches a page with no listener after DOMContentLoaded is dropped. So the listener is
// added by the shell's entry script, long before the app starts (this module imports nothing that
// Module Federation must settle first). A page with a first view runs that script only after the view's
// paint: its loader (scripts/lib/first-load-hints.ts) keeps the messages until then, in
// window.epWorkerMessages.

type Listener = () => void;
let releaseChanged = false;
const listeners = new Set<Listener>();

/** Whether a remote or the runtime configuration changed since this page loaded (a new version is ready). */
export function newReleaseReady(): boolean {
  return releaseChanged;
}

export function onNewRelease(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the page does with a message from its service worker. */
export function receiveWorkerMessage(message: WorkerMessage | undefined): void {
  if (message?.type !== 'release-changed' || releaseChanged) return;
  releaseChanged = true;
  listeners.forEach((listener) => listener());
}

let listening = false;

/** Starts hearing the service worker's messages (once; called by the shell's entry script). */
export function listenForReleases(container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): void {
  if (listening || !container) return;
  listening = true;
  container.addEventListener('message', (event: Event) => receiveWorkerMessage((event as MessageEvent<WorkerMessage>).data));
  const kept = (globalThis as { epWorkerMessages?: unknown }).epWorkerMessages;
  if (Array.isArray(kept)) for (const message of kept as WorkerMessage[]) receiveWorkerMessage(message);
}
