import { apiClient, normalizeOrderStatus, type OrderTracking } from 'shared-kernel';

export async function trackOrder(orderId: string): Promise<OrderTracking & { userId?: string }> {
  const { data } = await apiClient.get<{ orderId?: string; status?: unknown; userId?: string }>(`/api/Order/track/${encodeURIComponent(orderId)}`);
  return { orderId: data.orderId ?? orderId, status: normalizeOrderStatus(data.status), userId: data.userId };
}
