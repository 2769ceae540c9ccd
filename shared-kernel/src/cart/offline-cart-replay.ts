// Sending the cart changes made offline (offline-cart-queue.ts keeps them): loaded only when some
// are waiting and the connection is back.
import { api } from '../http/typed-api';
import { apiErrorMessage, httpStatusOf } from '../http/http-error';
import { emit } from '../events/event-bus';
import { toast } from '../toast/toast';
import { currentUserId } from '../auth/token-store';
import { read, write, type QueuedCartChange } from './offline-cart-queue';
import { kernelMessages } from '../i18n/kernel-texts';

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

/** "Adding "Amoxil": <the server's reason>", in the shopper's language. */
function describe(change: QueuedCartChange, reason: string): string {
  const { t } = kernelMessages;
  const name = change.name ? `"${change.name}"` : t('cart.aMedicine');
  if (change.kind === 'add') return t('cart.refusedAdd', { name, reason });
  if (change.kind === 'update') return t('cart.refusedUpdate', { name, quantity: change.quantity, reason });
  return t('cart.refusedRemove', { name, reason });
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
        const message = apiErrorMessage(error, kernelMessages.t('cart.refusedFallback'));
        outcome.refused.push({ change, message });
        toast.error(kernelMessages.t('cart.refusedTitle'), describe(change, message), {
          sticky: true,
          link: { label: kernelMessages.t('cart.viewCart'), to: '/cart' },
        });
      }
      changes.shift();
      write({ userId, changes });
    }
    outcome.left = changes.length;
    if (outcome.sent || outcome.refused.length) {
      emit('cart:changed', { reason: 'load' });
      if (outcome.sent && !outcome.left && !outcome.refused.length)
        toast.success(kernelMessages.t('cart.upToDateTitle'), kernelMessages.t('cart.upToDate'), { duration: 5000 });
    }
    return outcome;
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}
