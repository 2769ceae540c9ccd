import { api } from '../http/typed-api';
import { currentUserId } from '../auth/token-store';
import { emit } from '../events/event-bus';

/** The most of one medicine a cart holds (the API's limit); every front end takes it from here. */
export const MAX_CART_QUANTITY = 99;
const KEY = 'cartKeptForLogin';

export interface KeptItem {
  medicineId: string;
  quantity: number;
  /** The medicine's name when it was kept, for "Coartem is in your cart" after login. */
  name?: string;
}

export function keptItems(): KeptItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is KeptItem => typeof item?.medicineId === 'string' && Number.isInteger(item?.quantity) && item.quantity > 0,
        )
      : [];
  } catch {
    return [];
  }
}

function store(items: KeptItem[]): void {
  if (items.length) window.localStorage.setItem(KEY, JSON.stringify(items));
  else window.localStorage.removeItem(KEY);
  // The header's badge counts a visitor's kept items (cart-count-store.ts).
  emit('cart:changed', { reason: 'update' });
}

/** A logged-out Add to cart: the item is kept on this device until its owner logs in. */
export function keepForAfterLogin(medicineId: string, quantity = 1, name?: string): void {
  const items = keptItems();
  const kept = items.find((item) => item.medicineId === medicineId);
  if (kept) kept.quantity = Math.min(MAX_CART_QUANTITY, kept.quantity + quantity);
  else items.push({ medicineId, quantity: Math.min(MAX_CART_QUANTITY, quantity), ...(name ? { name } : {}) });
  store(items);
}

/** The visitor's cart page: a new quantity for a kept item (1 to the cart's limit), or 0 to drop it. */
export function setKeptQuantity(medicineId: string, quantity: number): void {
  const items = keptItems()
    .map((item) =>
      item.medicineId === medicineId ? { ...item, quantity: Math.min(MAX_CART_QUANTITY, Math.max(0, Math.floor(quantity))) } : item,
    )
    .filter((item) => item.quantity > 0);
  store(items);
}

let moving: Promise<number> | null = null;

/**
 * After login, puts the kept items into the account's cart, each capped so the line stays within
 * the cart's limit, and forgets them. Answers how many units were added. A medicine the shop no
 * longer sells is dropped.
 */
export function addKeptItemsToCart(onAdded?: (item: KeptItem) => void): Promise<number> {
  moving ??= (async () => {
    const userId = currentUserId();
    const items = keptItems();
    if (!userId || items.length === 0) return 0;
    window.localStorage.removeItem(KEY);
    const { data: cart } = await api.get('/api/carts/getcartitems', { params: { query: { userId } } });
    let added = 0;
    for (const item of items) {
      const inCart = cart.find((line) => line.medicineId === item.medicineId)?.quantity ?? 0;
      const quantity = Math.min(item.quantity, MAX_CART_QUANTITY - inCart);
      if (quantity <= 0) continue;
      try {
        await api.post('/api/carts/add', { body: { medicineId: item.medicineId, quantity, userId } });
        added += quantity;
        onAdded?.(item);
      } catch (error) {
        console.error('A medicine kept for after login could not be added to the cart', error);
      }
    }
    return added;
  })().finally(() => {
    moving = null;
  });
  return moving;
}
