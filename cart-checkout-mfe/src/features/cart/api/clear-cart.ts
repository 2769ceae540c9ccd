import { apiClient } from 'shared-kernel';

/** DELETE /api/carts/clearcart/{userId}. */
export async function clearCart(userId: string): Promise<void> {
  await apiClient.delete(`/api/carts/clearcart/${encodeURIComponent(userId)}`);
}
