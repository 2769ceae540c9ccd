import { api, type Order } from 'shared-kernel';
import { toOrder } from './get-orders';

export async function getOrder(orderId: string): Promise<Order> {
  const { data } = await api.get('/api/Order/{id}', { params: { path: { id: orderId } } });
  return toOrder(data);
}
