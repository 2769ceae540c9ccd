import type { ApiAnswer, CartItem } from 'shared-kernel';

/** What the cart calls answer after a change: the whole cart, so the page and the badge need no second call. */
export type CartAnswer = ApiAnswer<'/api/carts/updateCartItem', 'put'>;

/** The cart the server holds after a change. */
export function itemsOf(answer: CartAnswer | null | undefined): CartItem[] | null {
  return answer && Array.isArray(answer.items) ? answer.items : null;
}
