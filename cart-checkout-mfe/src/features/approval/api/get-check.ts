import { api, type CartApproval } from 'shared-kernel';

/** One of the shopper's checks, and whether it still covers the cart (the pay link's page). */
export async function getCheck(id: string): Promise<CartApproval> {
  const { data } = await api.get('/api/cart-approvals/{id}', { params: { path: { id } } });
  return data;
}
