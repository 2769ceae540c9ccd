import { api } from 'shared-kernel';
import type { CartAnswer } from './cart-answer';

/** DELETE /api/carts/clearcart/{userId}; answers the (empty) cart. */
export async function clearCart(userId: string): Promise<CartAnswer> {
  const { data } = await api.delete('/api/carts/clearcart/{userId}', { params: { path: { userId } } });
  return data;
}
