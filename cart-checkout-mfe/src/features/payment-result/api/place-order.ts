import { apiClient, type Order } from 'shared-kernel';

/** POST /api/Order/place: builds the order from the verified payment; the same reference answers the same order. */
export async function placeOrder(userId: string, reference: string): Promise<Order> {
  const { data } = await apiClient.post<Order>('/api/Order/place', { userId, reference });
  return data;
}
