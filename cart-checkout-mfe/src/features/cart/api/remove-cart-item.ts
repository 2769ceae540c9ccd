import { apiClient } from 'shared-kernel';

/** DELETE /api/carts/removecartitem/{id}. */
export async function removeCartItem(cartItemId: string): Promise<void> {
  await apiClient.delete(`/api/carts/removecartitem/${encodeURIComponent(cartItemId)}`);
}
