import { api } from '../http/typed-api';
import { apiErrorMessage, httpStatusOf, isHttpError } from '../http/http-error';
import { currentUserId } from '../auth/token-store';
import { emit } from '../events/event-bus';
import { toast } from '../toast/toast';

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

interface Stored {
  userId: string;
  changes: QueuedCartChange[];
}

function read(): Stored | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return parsed && typeof parsed.userId === 'string' && Array.isArray(parsed.changes) ? parsed : null;
  } catch {
    return null;
  }
}

function write(stored: Stored | null): void {
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

/** Sends one change to the API, as the cart's own screens do. */
export async function sendCartChange(change: QueuedCartChange, userId: string): Promise<void> {
  if (change.kind === 'add')
    await api.post('/api/carts/add', { body: { medicineId: change.medicineId, quantity: change.quantity, userId } });
  else if (change.kind === 'update')
    await api.put('/api/carts/updateCartItem', {
      body: { cartItemId: change.cartItemId, medicineId: change.medicineId, quantity: change.quantity, price: change.price, userId },
    });
  else await api.delete('/api/carts/removecartitem/{id}', { params: { path: { id: change.cartItemId } } });
}

export const REFUSED_TITLE = 'A cart change made offline was not accepted';

function describe(change: QueuedCartChange): string {
  const name = change.name ? `"${change.name}"` : 'a medicine';
  if (change.kind === 'add') return `Adding ${name}`;
  if (change.kind === 'update') return `Changing ${name} to ${change.quantity}`;
  return `Removing ${name}`;
}

export interface ReplayOutcome {
  sent: number;
  refused: { change: QueuedCartChange; message: string }[];
  /** Still waiting: the connection failed again part way. */
  left: number;
}

let replaying: Promise<ReplayOutcome> | null = null;

/**
 * Sends the waiting changes in order. A change the server refuses is dropped and shown to the
 * shopper with the server's reason; a failure to reach the server stops the replay and keeps the
 * rest for the next time. The cart is announced as changed afterwards, so every view reloads it.
 */
export function replayCartChanges(send: typeof sendCartChange = sendCartChange): Promise<ReplayOutcome> {
  if (replaying) return replaying;
  replaying = (async () => {
    const outcome: ReplayOutcome = { sent: 0, refused: [], left: 0 };
    const userId = currentUserId();
    const stored = read();
    if (!userId || !stored || stored.userId !== userId) return outcome;
    const changes = [...stored.changes];
    while (changes.length) {
      const change = changes[0];
      try {
        await send(change, userId);
        outcome.sent += 1;
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === undefined || status >= 500 || status === 401) break;
        const message = apiErrorMessage(error, 'The shop did not accept this change.');
        outcome.refused.push({ change, message });
        toast.error(REFUSED_TITLE, `${describe(change)}: ${message}`, { sticky: true, link: { label: 'View cart', to: '/cart' } });
      }
      changes.shift();
      write({ userId, changes });
    }
    outcome.left = changes.length;
    if (outcome.sent || outcome.refused.length) {
      emit('cart:changed', { reason: 'load' });
      if (outcome.sent && !outcome.left && !outcome.refused.length)
        toast.success('Cart up to date', 'The changes you made offline have been sent.', { duration: 5000 });
    }
    return outcome;
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}

/** Sends the waiting changes whenever the connection comes back, and once now. The shell calls it once. */
export function replayCartChangesWhenOnline(): () => void {
  const replay = () => void replayCartChanges().catch((error) => console.error('Could not send the offline cart changes', error));
  window.addEventListener('online', replay);
  if (typeof navigator === 'undefined' || navigator.onLine !== false) replay();
  return () => window.removeEventListener('online', replay);
}
