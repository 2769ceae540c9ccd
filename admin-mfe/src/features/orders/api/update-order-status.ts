import { api, type Order, type OrderStatus } from 'shared-kernel';

export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  const { data } = await api.put('/api/Order/{id}', { params: { path: { id: orderId } }, body: { status } });
  return data;
}
