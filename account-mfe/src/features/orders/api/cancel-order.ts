import { apiClient } from 'shared-kernel';

export async function cancelOrder(orderId: string): Promise<void> {
  await apiClient.put(`/api/Order/${encodeURIComponent(orderId)}`, { status: 'Canceled' });
}
