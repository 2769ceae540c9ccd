import { useEffect } from 'react';
import { type CartItem, on } from 'shared-kernel';
import { getCartNotices } from '../api/get-cart-notices';
import { useClearCart, useLineChanges } from './use-cart-changes';
import { useCartLines, useCartLoad, type CartStatus } from './use-cart-lines';
import { useCartNotices } from './use-cart-notices';

export type { CartStatus } from './use-cart-lines';

export interface UseCart {
  status: CartStatus;
  items: CartItem[];
  /** Lines with a change on its way to the API. */
  pending: ReadonlySet<string>;
  clearing: boolean;
  /** What the shop removed from the cart since the shopper last saw it, from the cart answers. */
  notices: string[];
  reload: () => void;
  setQuantity: (item: CartItem, quantity: number) => Promise<void>;
  remove: (item: CartItem) => Promise<void>;
  clear: () => Promise<void>;
}

/** The signed-in user's cart: every change goes to the API, then the header's badge is told. */
export function useCart(userId: string | null): UseCart {
  const lines = useCartLines();
  const { status, reload } = useCartLoad(userId, lines.setItems);
  // Items added elsewhere (another tab's page, or a visitor's cart joining the account's at login).
  useEffect(() => on('cart:changed', ({ reason }) => reason === 'add' && reload()), [reload]);
  const { notices, take: takeNotices } = useCartNotices();
  useWithdrawalNotices(userId, takeNotices);
  const { setQuantity, remove } = useLineChanges(userId, lines, takeNotices);
  const { clearing, clear } = useClearCart(userId, lines.setItems, takeNotices);
  return { status, items: lines.items, pending: lines.pending, clearing, notices, reload, setQuantity, remove, clear };
}

/**
 * On opening the cart: what the shop took out of it since the shopper last looked (a medicine
 * withdrawn from sale). The server tells each notice once, so an answer that arrives after the page
 * re-rendered is still kept.
 */
function useWithdrawalNotices(userId: string | null, take: (answer: { notices?: readonly string[] }) => void) {
  useEffect(() => {
    if (!userId) return;
    getCartNotices(userId)
      .then((notices) => take({ notices }))
      .catch(() => undefined);
  }, [userId, take]);
}
