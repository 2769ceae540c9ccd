import { apiClient } from 'shared-kernel';
import type { CartAnswer } from './cart-answer';

/** DELETE /api/carts/removecartitem/{id}; answers the whole cart. */
export async function removeCartItem(cartItemId: string): Promise<CartAnswer> {
  const { data } = await apiClient.delete<CartAnswer>(`/api/carts/removecartitem/${encodeURIComponent(cartItemId)}`);
  return data;
}
