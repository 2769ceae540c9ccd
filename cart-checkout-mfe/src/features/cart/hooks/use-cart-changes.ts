import { useCallback, useState } from 'react';
import { announceCartChange, apiErrorMessage, failedOffline, queueCartChange, toast, type CartItem } from 'shared-kernel';
import { itemsOf, type CartAnswer } from '../api/cart-answer';
import { clearCart } from '../api/clear-cart';
import { removeCartItem } from '../api/remove-cart-item';
import { updateCartItem } from '../api/update-cart-item';
import { MAX_QUANTITY, MIN_QUANTITY } from '../lib/cart-math';
import type { CartLines } from './use-cart-lines';

type TakeNotices = (answer: CartAnswer | null | undefined) => void;

export const SAVED_OFFLINE = 'Saved while offline';
export const sentWhenOnline = 'It will be sent to your cart when you are back online.';

/** Another line is mid-change: the server's answer may predate it, so the page keeps what it shows. */
function othersPending(pending: ReadonlySet<string>, id: string): boolean {
  return [...pending].some((other) => other !== id);
}

/** Changing one line: the quantity (shown at once, restored on refusal) or its removal. */
export function useLineChanges(userId: string | null, lines: CartLines, takeNotices: TakeNotices) {
  const { itemsRef, setItems, pendingRef, markPending } = lines;

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
        const name = before.medicine?.name;
        // No connection: the new quantity stays shown and is sent when the connection is back.
        if (
          failedOffline(error) &&
          queueCartChange({
            kind: 'update',
            cartItemId: before.cartItemId,
            medicineId: before.medicineId,
            price: before.price,
            quantity,
            name,
          })
        ) {
          toast.info(SAVED_OFFLINE, sentWhenOnline);
          return;
        }
        setItems(replace(before));
        toast.error('Error', apiErrorMessage(error, `Could not change the quantity of ${before.medicine?.name ?? 'this medicine'}.`));
      } finally {
        markPending(item.cartItemId, false);
      }
    },
    [userId, itemsRef, pendingRef, setItems, markPending, takeNotices],
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
        if (failedOffline(error) && queueCartChange({ kind: 'remove', cartItemId: item.cartItemId, name: item.medicine?.name })) {
          setItems(itemsRef.current.filter((x) => x.cartItemId !== item.cartItemId));
          toast.info(SAVED_OFFLINE, sentWhenOnline);
          return;
        }
        toast.error('Error', apiErrorMessage(error, `Could not remove ${item.medicine?.name ?? 'this medicine'} from the cart.`));
      } finally {
        markPending(item.cartItemId, false);
      }
    },
    [userId, itemsRef, pendingRef, setItems, markPending, takeNotices],
  );

  return { setQuantity, remove };
}

/** Emptying the whole cart. */
export function useClearCart(userId: string | null, setItems: (next: CartItem[]) => void, takeNotices: TakeNotices) {
  const [clearing, setClearing] = useState(false);
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
  return { clearing, clear };
}
