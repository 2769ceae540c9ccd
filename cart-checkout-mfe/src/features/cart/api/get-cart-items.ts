import { fetchCartItems, type CartItem } from 'shared-kernel';

/** GET /api/carts/getcartitems?userId= (the kernel's fetcher, shared with the header badge). */
export function getCartItems(userId: string): Promise<CartItem[]> {
  return fetchCartItems(userId);
}
