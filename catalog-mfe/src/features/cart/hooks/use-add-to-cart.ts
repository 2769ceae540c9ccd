import { useCallback, useState } from 'react';
import {
  announceCartChange,
  apiErrorMessage,
  currentUserId,
  httpStatusOf,
  keepForAfterLogin,
  loginPath,
  toast,
  useLocation,
  type Medicine,
} from 'shared-kernel';
import { addToCart } from '../api/add-to-cart';

export const ADD_TO_CART_TOAST_MS = 5000;
export const LOG_IN_TO_ADD = 'Log in to add to cart';
export const keptMessage = (name: string) => `"${name}" is kept on this device and goes into your cart when you log in.`;
export const ADD_FAILED = 'Failed to add medicine to cart. Please try again.';
export const addedMessage = (name: string) => `Medicine "${name}" added to cart!`;

export type AddToCart = (medicine: Pick<Medicine, 'id' | 'name'>) => Promise<boolean>;

/**
 * Add to cart, the same everywhere: needs a UserId in the token, adds quantity 1, toasts the
 * outcome for 5 s and tells the header's cart badge through the event bus.
 */
export function useAddToCart(): { addToCart: AddToCart; pendingId: string | null } {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const { pathname, search } = useLocation();
  const here = pathname + search;

  const add = useCallback<AddToCart>(
    async (medicine) => {
      const userId = currentUserId();
      if (!userId) {
        // Not a dead end: the item is remembered and joins the cart at login, which returns here.
        keepForAfterLogin(medicine.id);
        toast.info(LOG_IN_TO_ADD, keptMessage(medicine.name), { duration: 8000, link: { label: 'Log in', to: loginPath(here) } });
        return false;
      }
      setPendingId(medicine.id);
      try {
        const cart = await addToCart({ medicineId: medicine.id, quantity: 1, userId });
        toast.success('Success', addedMessage(medicine.name), { duration: ADD_TO_CART_TOAST_MS });
        // The updated cart when the API sends it; otherwise the badge reloads the cart itself.
        announceCartChange('add', Array.isArray(cart.items) ? cart.items : undefined);
        return true;
      } catch (error) {
        console.error('Could not add the medicine to the cart', error);
        // The cart's own refusal (out of stock, only N left) says why; anything else is the spec's text.
        toast.error('Error', httpStatusOf(error) === 400 ? apiErrorMessage(error, ADD_FAILED) : ADD_FAILED, {
          duration: ADD_TO_CART_TOAST_MS,
        });
        return false;
      } finally {
        setPendingId(null);
      }
    },
    [here],
  );

  return { addToCart: add, pendingId };
}
