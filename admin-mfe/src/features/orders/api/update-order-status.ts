import { apiClient, type Order, type OrderStatus } from 'shared-kernel';

export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<Partial<Order> | undefined> {
  const { data } = await apiClient.put<Partial<Order>>(`/api/Order/${encodeURIComponent(orderId)}`, { status });
  return data;
}
