import { apiClient, type ReorderAnswer } from 'shared-kernel';

/** POST /api/Order/{id}/reorder: the order's lines still sold back in the cart, at today's prices. */
export async function reorder(orderId: string): Promise<ReorderAnswer> {
  const { data } = await apiClient.post<ReorderAnswer>(`/api/Order/${encodeURIComponent(orderId)}/reorder`);
  return data;
}
