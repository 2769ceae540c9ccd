import type { CartItem } from 'shared-kernel';

/** What the cart calls answer after a change: the whole cart, so the page and the badge need no second call. */
export interface CartAnswer {
  message?: string;
  items?: CartItem[];
  totalItems?: number;
  totalPrice?: number;
}

/** The cart the server holds after a change, when its answer carries it. */
export function itemsOf(answer: CartAnswer | null | undefined): CartItem[] | null {
  return answer && Array.isArray(answer.items) ? answer.items : null;
}
