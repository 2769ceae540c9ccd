import { apiClient, type Order } from 'shared-kernel';
import { toOrder } from './get-orders';

export async function getOrder(orderId: string): Promise<Order> {
  const { data } = await apiClient.get<Order>(`/api/Order/${encodeURIComponent(orderId)}`);
  return toOrder(data);
}
