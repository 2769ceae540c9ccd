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

export const ADD_TO_CART_TOAST_MS = 5000;
export const KEPT_IN_CART = 'Added to cart';
export const keptMessage = (name: string) => `"${name}" is in your cart on this device. Log in when you check out to order it.`;
export const ADD_FAILED = 'Failed to add medicine to cart. Please try again.';
export const addedMessage = (name: string) => `Medicine "${name}" added to cart!`;
export const QUEUED_OFFLINE = 'Saved while offline';
export const queuedMessage = (name: string) => `"${name}" will be added to your cart when you are back online.`;

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
      toast.success(KEPT_IN_CART, keptMessage(medicine.name), { duration: 8000, link: { label: 'View cart', to: '/cart' } });
      return true;
    }
    setPendingId(medicine.id);
    try {
      const cart = await addToCart({ medicineId: medicine.id, quantity, userId });
      toast.success('Success', addedMessage(medicine.name), { duration: ADD_TO_CART_TOAST_MS });
      // The updated cart when the API sends it; otherwise the badge reloads the cart itself.
      announceCartChange('add', Array.isArray(cart.items) ? cart.items : undefined);
      return true;
    } catch (error) {
      // No connection: kept on this device and sent when it comes back (the server may still refuse it then, and says why).
      if (failedOffline(error) && queueCartChange({ kind: 'add', medicineId: medicine.id, quantity, name: medicine.name })) {
        toast.info(QUEUED_OFFLINE, queuedMessage(medicine.name), { duration: ADD_TO_CART_TOAST_MS });
        return true;
      }
      console.error('Could not add the medicine to the cart', error);
      // The cart's own refusal (out of stock, only N left) says why; anything else is the spec's text.
      toast.error('Error', httpStatusOf(error) === 400 ? apiErrorMessage(error, ADD_FAILED) : ADD_FAILED, {
        duration: ADD_TO_CART_TOAST_MS,
      });
      return false;
    } finally {
      setPendingId(null);
    }
  }, []);

  return { addToCart: add, pendingId };
}
