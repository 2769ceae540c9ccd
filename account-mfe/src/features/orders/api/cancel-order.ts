import { api } from 'shared-kernel';

export async function cancelOrder(orderId: string): Promise<void> {
  await api.put('/api/Order/{id}', { params: { path: { id: orderId } }, body: { status: 'Canceled' } });
}
