import { useCallback, useState } from 'react';
import {
  announceCartChange,
  apiErrorMessage,
  currentUserId,
  failedOffline,
  httpStatusOf,
  keepForAfterLogin,
  queueCartChange,
  toast,
  type Medicine,
} from 'shared-kernel';
import { addToCart } from '../api/add-to-cart';
import { catalogMessages } from '../../../i18n';

const { t } = catalogMessages;

export const ADD_TO_CART_TOAST_MS = 5000;
export type AddToCart = (medicine: Pick<Medicine, 'id' | 'name'>, quantity?: number) => Promise<boolean>;

/**
 * Add to cart, the same everywhere: needs a UserId in the token, adds quantity 1, toasts the
 * outcome for 5 s and tells the header's cart badge through the event bus.
 */
export function useAddToCart(): { addToCart: AddToCart; pendingId: string | null } {
  const [pendingId, setPendingId] = useState<string | null>(null);

  const add = useCallback<AddToCart>(async (medicine, quantity = 1) => {
    const userId = currentUserId();
    if (!userId) {
      // A visitor's cart: kept on this device (the badge counts it, /cart shows it) and joined to
      // the account's cart at login; the login is asked for at checkout.
      keepForAfterLogin(medicine.id, quantity, medicine.name);
      toast.success(t('toast.kept'), t('toast.keptDetail', { name: medicine.name }), {
        duration: 8000,
        link: { label: t('toast.viewCart'), to: '/cart' },
      });
      return true;
    }
    setPendingId(medicine.id);
    try {
      const cart = await addToCart({ medicineId: medicine.id, quantity, userId });
      toast.success(t('toast.success'), t('toast.added', { name: medicine.name }), { duration: ADD_TO_CART_TOAST_MS });
      // The updated cart when the API sends it; otherwise the badge reloads the cart itself.
      announceCartChange('add', Array.isArray(cart.items) ? cart.items : undefined);
      return true;
    } catch (error) {
      // No connection: kept on this device and sent when it comes back (the server may still refuse it then, and says why).
      if (failedOffline(error) && queueCartChange({ kind: 'add', medicineId: medicine.id, quantity, name: medicine.name })) {
        toast.info(t('toast.queued'), t('toast.queuedDetail', { name: medicine.name }), { duration: ADD_TO_CART_TOAST_MS });
        return true;
      }
      console.error('Could not add the medicine to the cart', error);
      // The cart's own refusal (out of stock, only N left) says why; anything else is the spec's text.
      const failed = t('toast.addFailed');
      toast.error(t('toast.error'), httpStatusOf(error) === 400 ? apiErrorMessage(error, failed) : failed, {
        duration: ADD_TO_CART_TOAST_MS,
      });
      return false;
    } finally {
      setPendingId(null);
    }
  }, []);

  return { addToCart: add, pendingId };
}
