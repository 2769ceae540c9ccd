import { isHttpError } from '../http/http-error';
import { currentUserId } from '../auth/token-store';

/**
 * Cart changes made without a connection: kept on this device in order, per signed-in shopper
 * (local storage, emptied with the rest of the session at logout), and sent when the connection
 * comes back. A change the server refuses (price changed, out of stock, the cart's limit) is shown to
 * the shopper, never dropped silently.
 */
export type QueuedCartChange =
  | { kind: 'add'; medicineId: string; quantity: number; name?: string }
  /** `price` as the shopper saw it: the server refuses the change if the price has moved since. */
  | { kind: 'update'; cartItemId: string; medicineId: string; price: number; quantity: number; name?: string }
  | { kind: 'remove'; cartItemId: string; name?: string };

const KEY = 'ep-cart-offline-queue';

export interface Stored {
  userId: string;
  changes: QueuedCartChange[];
}

export function read(): Stored | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return parsed && typeof parsed.userId === 'string' && Array.isArray(parsed.changes) ? parsed : null;
  } catch {
    return null;
  }
}

export function write(stored: Stored | null): void {
  if (stored?.changes.length) window.localStorage.setItem(KEY, JSON.stringify(stored));
  else window.localStorage.removeItem(KEY);
}

/** The signed-in shopper's changes waiting for a connection, oldest first. */
export function queuedCartChanges(): QueuedCartChange[] {
  const stored = read();
  return stored && stored.userId === currentUserId() ? stored.changes : [];
}

/** Whether a failed cart call failed for want of a connection (nothing came back from the server). */
export function failedOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return isHttpError(error) && !error.response;
}

/** Keeps a change to send when the connection is back. Answers false when nobody is signed in. */
export function queueCartChange(change: QueuedCartChange): boolean {
  const userId = currentUserId();
  if (!userId) return false;
  const stored = read();
  const changes = stored?.userId === userId ? stored.changes : [];
  write({ userId, changes: [...changes, change] });
  return true;
}

/**
 * Sends the waiting changes whenever the connection comes back, and once now. The shell calls it once.
 * The sending code (offline-cart-replay.ts) loads only when changes are waiting, so a page's first
 * load does not carry it.
 */
export function replayCartChangesWhenOnline(): () => void {
  const replay = () => {
    if (!read()?.changes.length) return;
    void import(/* webpackChunkName: "offline-cart-replay" */ './offline-cart-replay')
      .then((module) => module.replayCartChanges())
      .catch((error) => console.error('Could not send the offline cart changes', error));
  };
  window.addEventListener('online', replay);
  if (typeof navigator === 'undefined' || navigator.onLine !== false) replay();
  return () => window.removeEventListener('online', replay);
}
