import { api, type Order } from 'shared-kernel';

export async function getOrder(orderId: string): Promise<Order> {
  const { data } = await api.get('/api/Order/{id}', { params: { path: { id: orderId } } });
  return data;
}
