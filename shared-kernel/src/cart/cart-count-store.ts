import { createStore, useStore } from 'zustand';
import { api } from '../http/typed-api';
import { currentUserId } from '../auth/token-store';
import { emit, on } from '../events/event-bus';
import type { CartItem } from '../types/entities';
import { toast } from '../toast/toast';
import { addKeptItemsToCart, keptItems } from './kept-for-login';
import { kernelMessages } from '../i18n/kernel-texts';

export interface CartCountState {
  /** Sum of the quantities in the signed-in user's cart. */
  count: number;
}

export const cartCountStore = createStore<CartCountState>()(() => ({ count: 0 }));

export function useCartCount(): number {
  return useStore(cartCountStore, (state) => state.count);
}

export function countItems(items: Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export async function fetchCartItems(userId: string): Promise<CartItem[]> {
  const { data } = await api.get('/api/carts/getcartitems', { params: { query: { userId } } });
  return data;
}

/** Reloads the count from the API (or, when nobody is signed in, the items kept on this device). */
export async function refreshCartCount(): Promise<void> {
  const userId = currentUserId();
  if (!userId) {
    cartCountStore.setState({ count: countItems(keptItems()) });
    return;
  }
  try {
    cartCountStore.setState({ count: countItems(await fetchCartItems(userId)) });
  } catch (error) {
    console.error('Could not load the cart count', error);
  }
}

/** Tells every part of the site that the cart changed (after load, add, update, remove, clear). */
export function announceCartChange(reason: 'load' | 'add' | 'update' | 'remove' | 'clear' | 'order', items?: CartItem[]): void {
  emit('cart:changed', { reason, items });
}

/** After login: "Coartem 80/480 Tablets (6) is in your cart", or with "and N more" for several. */
export function inYourCartMessage(names: readonly string[]): string {
  const { t } = kernelMessages;
  return t('cart.inYourCart', { name: names[0] ?? t('cart.yourMedicine'), more: Math.max(0, names.length - 1) });
}

let stopTracking: (() => void) | null = null;

/** Keeps the count in step with cart events and sign-in changes; the shell calls it once. */
export function trackCartCount(): () => void {
  if (stopTracking) return stopTracking;
  const offCart = on('cart:changed', ({ items }) => {
    if (items) cartCountStore.setState({ count: countItems(items) });
    else void refreshCartCount();
  });
  const offAuth = on('auth:changed', () => {
    // Items a visitor added before logging in join the account's cart now.
    if (currentUserId() && keptItems().length) {
      const names: string[] = [];
      void addKeptItemsToCart((item) => names.push(item.name ?? kernelMessages.t('cart.yourMedicine')))
        .then((added) => {
          if (!added) return;
          announceCartChange('add');
          toast.success(kernelMessages.t('cart.inYourCartTitle'), inYourCartMessage(names), {
            duration: 8000,
            link: { label: kernelMessages.t('cart.viewCart'), to: '/cart' },
          });
        })
        .catch((error) => console.error('Could not move the kept items into the cart', error))
        .finally(() => void refreshCartCount());
    } else void refreshCartCount();
  });
  void refreshCartCount();
  stopTracking = () => {
    offCart();
    offAuth();
    stopTracking = null;
  };
  return stopTracking;
}
