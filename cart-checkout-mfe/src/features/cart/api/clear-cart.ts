import { apiClient } from 'shared-kernel';
import type { CartAnswer } from './cart-answer';

/** DELETE /api/carts/clearcart/{userId}; answers the (empty) cart. */
export async function clearCart(userId: string): Promise<CartAnswer> {
  const { data } = await apiClient.delete<CartAnswer>(`/api/carts/clearcart/${encodeURIComponent(userId)}`);
  return data;
}
