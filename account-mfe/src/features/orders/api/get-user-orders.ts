import { apiClient, type Order } from 'shared-kernel';

export async function getUserOrders(userId: string): Promise<Order[]> {
  const { data } = await apiClient.get<Order[]>(`/api/Order/user/${encodeURIComponent(userId)}`);
  return Array.isArray(data) ? data : [];
}
