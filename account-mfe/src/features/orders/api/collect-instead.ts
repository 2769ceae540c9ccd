import { api } from 'shared-kernel';

/** The shopper collects a failed delivery at the pharmacy instead (the order gets its pickup PIN). */
export async function collectInstead(orderId: string, deliveryId: string): Promise<void> {
  await api.post('/api/Order/{id}/deliveries/{deliveryId}/pickup', { params: { path: { id: orderId, deliveryId } } });
}
