import { api, type Order } from 'shared-kernel';

export async function getUserOrders(userId: string): Promise<Order[]> {
  const { data } = await api.get('/api/Order/user/{userId}', { params: { path: { userId } } });
  return Array.isArray(data) ? data : [];
}
