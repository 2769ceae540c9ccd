import { api, type ReorderAnswer } from 'shared-kernel';

/** POST /api/Order/{id}/reorder: the order's lines still sold back in the cart, at today's prices. */
export async function reorder(orderId: string): Promise<ReorderAnswer> {
  const { data } = await api.post('/api/Order/{id}/reorder', { params: { path: { id: orderId } } });
  return data;
}
