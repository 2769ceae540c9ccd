import { api } from 'shared-kernel';
import type { CartAnswer } from './cart-answer';

/** DELETE /api/carts/removecartitem/{id}; answers the whole cart. */
export async function removeCartItem(cartItemId: string): Promise<CartAnswer> {
  const { data } = await api.delete('/api/carts/removecartitem/{id}', { params: { path: { id: cartItemId } } });
  return data;
}
