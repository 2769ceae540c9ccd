import { api, normalizeOrderStatus, type Order, type OrderStatus } from 'shared-kernel';

/** PUT /api/Order/{id} to Canceled: answers the order as it now is (its history and refund included). */
export async function cancelOrder(orderId: string): Promise<Omit<Order, 'status'> & { status: OrderStatus }> {
  const { data } = await api.put('/api/Order/{id}', { params: { path: { id: orderId } }, body: { status: 'Canceled' } });
  return { ...data, status: normalizeOrderStatus(data.status) };
}
