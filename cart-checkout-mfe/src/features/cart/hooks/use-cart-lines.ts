import { startTransition, useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { announceCartChange, type CartItem } from 'shared-kernel';
import { getCartItems } from '../api/get-cart-items';

export type CartStatus = 'loading' | 'ready' | 'error';

/** The lines on the page, and those with a change on its way to the API (refs for the latest, state for rendering). */
export interface CartLines {
  items: CartItem[];
  itemsRef: MutableRefObject<CartItem[]>;
  setItems: (next: CartItem[]) => void;
  pending: ReadonlySet<string>;
  pendingRef: MutableRefObject<Set<string>>;
  markPending: (id: string, busy: boolean) => void;
}

export function useCartLines(): CartLines {
  const [items, setItemsState] = useState<CartItem[]>([]);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const itemsRef = useRef<CartItem[]>([]);
  const pendingRef = useRef(new Set<string>());

  const setItems = useCallback((next: CartItem[]) => {
    itemsRef.current = next;
    setItemsState(next);
  }, []);

  const markPending = useCallback((id: string, busy: boolean) => {
    if (busy) pendingRef.current.add(id);
    else pendingRef.current.delete(id);
    setPending(new Set(pendingRef.current));
  }, []);

  return { items, itemsRef, setItems, pending, pendingRef, markPending };
}

/** Loads the user's cart (again on reload) and tells the header's badge. */
export function useCartLoad(userId: string | null, setItems: (next: CartItem[]) => void): { status: CartStatus; reload: () => void } {
  const [status, setStatus] = useState<CartStatus>('loading');
  const [loadCount, setLoadCount] = useState(0);
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    // A cart already on screen stays there while it is read again (another tab added a line): its
    // buttons are not swapped for a spinner and back under a shopper's finger. Another shopper's
    // cart starts from the spinner.
    const sameShopper = shownFor.current === userId;
    shownFor.current = userId;
    setStatus((shown) => (shown === 'ready' && sameShopper ? shown : 'loading'));
    getCartItems(userId)
      .then((loaded) => {
        if (!current) return;
        const show = () => {
          setItems(loaded);
          setStatus('ready');
        };
        // The cart's first lines as a transition, drawn in slices that yield to the browser; a reload at once (shared-kernel's useLoad).
        if (loadCount === 0) startTransition(show);
        else show();
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

  const reload = useCallback(() => setLoadCount((n) => n + 1), []);
  return { status, reload };
}
