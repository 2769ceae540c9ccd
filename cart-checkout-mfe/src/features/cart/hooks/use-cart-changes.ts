import { useCallback, useState } from 'react';
import { announceCartChange, failedOffline, queueCartChange, toast, type CartItem } from 'shared-kernel';
import { itemsOf, type CartAnswer } from '../api/cart-answer';
import { clearCart } from '../api/clear-cart';
import { removeCartItem } from '../api/remove-cart-item';
import { updateCartItem } from '../api/update-cart-item';
import { MAX_QUANTITY, MIN_QUANTITY } from '../lib/cart-math';
import type { CartLines } from './use-cart-lines';
import { cartMessages, englishText } from '../../../i18n';
import { serverMessage } from '../../../i18n/server-message';

type TakeNotices = (answer: CartAnswer | null | undefined) => void;

// The English wordings (tests look for them); the toasts say them in the shopper's language.
export const SAVED_OFFLINE = englishText('cart.savedOffline');
export const sentWhenOnline = englishText('cart.sentWhenOnline');
const { t } = cartMessages;
const savedOffline = () => toast.info(t('cart.savedOffline'), t('cart.sentWhenOnline'));

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
          savedOffline();
          return;
        }
        setItems(replace(before));
        toast.error(t('cart.errorTitle'), serverMessage(error, 'cart.quantityFailed', { name: name ?? t('cart.thisMedicine') }));
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
          savedOffline();
          return;
        }
        toast.error(
          t('cart.errorTitle'),
          serverMessage(error, 'cart.removeFailed', { name: item.medicine?.name ?? t('cart.thisMedicine') }),
        );
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
      toast.success(t('cart.successTitle'), t('cart.cleared'));
    } catch (error) {
      toast.error(t('cart.errorTitle'), serverMessage(error, 'cart.clearFailed'));
    } finally {
      setClearing(false);
    }
  }, [userId, setItems, takeNotices]);
  return { clearing, clear };
}
