import { useCallback, useEffect, useRef, useState } from 'react';
import { announceCartChange, apiErrorMessage, toast, type CartItem } from 'shared-kernel';
import { itemsOf } from '../api/cart-answer';
import { clearCart } from '../api/clear-cart';
import { getCartItems } from '../api/get-cart-items';
import { removeCartItem } from '../api/remove-cart-item';
import { updateCartItem } from '../api/update-cart-item';
import { MAX_QUANTITY, MIN_QUANTITY } from '../lib/cart-math';
import { useCartNotices } from './use-cart-notices';

export type CartStatus = 'loading' | 'ready' | 'error';

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

/** Another line is mid-change: the server's answer may predate it, so the page keeps what it shows. */
function othersPending(pending: ReadonlySet<string>, id: string): boolean {
  return [...pending].some((other) => other !== id);
}

/** The signed-in user's cart: every change goes to the API, then the header's badge is told. */
export function useCart(userId: string | null): UseCart {
  const [status, setStatus] = useState<CartStatus>('loading');
  const [items, setItemsState] = useState<CartItem[]>([]);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [clearing, setClearing] = useState(false);
  const [loadCount, setLoadCount] = useState(0);
  const itemsRef = useRef<CartItem[]>([]);
  const pendingRef = useRef(new Set<string>());
  const { notices, take: takeNotices } = useCartNotices();

  const setItems = useCallback((next: CartItem[]) => {
    itemsRef.current = next;
    setItemsState(next);
  }, []);

  const markPending = useCallback((id: string, busy: boolean) => {
    if (busy) pendingRef.current.add(id);
    else pendingRef.current.delete(id);
    setPending(new Set(pendingRef.current));
  }, []);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    setStatus('loading');
    getCartItems(userId)
      .then((loaded) => {
        if (!current) return;
        setItems(loaded);
        setStatus('ready');
        announceCartChange('load', loaded);
      })
      .catch((error) => {
        if (!current) return;
        console.error('Could not load the cart', error);
        setStatus('error');
      });
    return () => {
      current = false;
    };
  }, [userId, loadCount, setItems]);

  const setQuantity = useCallback(
    async (item: CartItem, quantity: number) => {
      if (!userId || pendingRef.current.has(item.cartItemId)) return;
      if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) return;
      const replace = (line: CartItem) => itemsRef.current.map((x) => (x.cartItemId === item.cartItemId ? line : x));
      const before = itemsRef.current.find((x) => x.cartItemId === item.cartItemId) ?? item;
      setItems(replace({ ...before, quantity }));
      markPending(item.cartItemId, true);
      try {
        const answer = await updateCartItem({ item: before, quantity, userId });
        takeNotices(answer);
        const server = itemsOf(answer);
        if (server && !othersPending(pendingRef.current, item.cartItemId)) setItems(server);
        announceCartChange('update', server ?? itemsRef.current);
      } catch (error) {
        setItems(replace(before));
        toast.error('Error', apiErrorMessage(error, `Could not change the quantity of ${before.medicine?.name ?? 'this medicine'}.`));
      } finally {
        markPending(item.cartItemId, false);
      }
    },
    [userId, setItems, markPending, takeNotices],
  );

  const remove = useCallback(
    async (item: CartItem) => {
      if (!userId || pendingRef.current.has(item.cartItemId)) return;
      markPending(item.cartItemId, true);
      try {
        const answer = await removeCartItem(item.cartItemId);
        takeNotices(answer);
        const server = itemsOf(answer);
        setItems(
          server && !othersPending(pendingRef.current, item.cartItemId)
            ? server
            : itemsRef.current.filter((x) => x.cartItemId !== item.cartItemId),
        );
        announceCartChange('remove', itemsRef.current);
      } catch (error) {
        toast.error('Error', apiErrorMessage(error, `Could not remove ${item.medicine?.name ?? 'this medicine'} from the cart.`));
      } finally {
        markPending(item.cartItemId, false);
      }
    },
    [userId, setItems, markPending, takeNotices],
  );

  const clear = useCallback(async () => {
    if (!userId) return;
    setClearing(true);
    try {
      takeNotices(await clearCart(userId));
      setItems([]);
      announceCartChange('clear', []);
      toast.success('Success', 'Cart cleared successfully.');
    } catch (error) {
      toast.error('Error', apiErrorMessage(error, 'Could not clear the cart. Please try again.'));
    } finally {
      setClearing(false);
    }
  }, [userId, setItems, takeNotices]);

  const reload = useCallback(() => setLoadCount((n) => n + 1), []);

  return { status, items, pending, clearing, notices, reload, setQuantity, remove, clear };
}
