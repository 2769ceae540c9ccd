import type { CartItem } from '../types/entities';
import type { ToastMessage } from '../toast/toast';

/**
 * Every event the shell and remotes exchange, namespaced by the team that owns it.
 * Events travel on `window`, so they reach every remote even if one ever loaded its own copy
 * of this module.
 */
export interface EventMap {
  /** The cart changed; `items` is the cart after the change when the sender has it. */
  'cart:changed': { reason: 'load' | 'add' | 'update' | 'remove' | 'clear' | 'order'; items?: CartItem[] };
  'auth:changed': { loggedIn: boolean };
  'toast:show': ToastMessage;
}

export type EventName = keyof EventMap;

const PREFIX = 'epharmacy:';

export function emit<K extends EventName>(name: K, detail: EventMap[K]): void {
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

/** Subscribes to one event; returns the unsubscribe function. */
export function on<K extends EventName>(name: K, handler: (detail: EventMap[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<EventMap[K]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}
