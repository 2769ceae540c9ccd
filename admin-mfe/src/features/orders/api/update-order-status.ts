import { apiClient, type Order, type OrderStatus } from 'shared-kernel';

export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  const { data } = await apiClient.put<Order>(`/api/Order/${encodeURIComponent(orderId)}`, { status });
  return data;
}
