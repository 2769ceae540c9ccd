import { apiClient, normalizeOrderStatus, type OrderTracking } from 'shared-kernel';

export type TrackedOrder = OrderTracking & { orderDate?: string; userId?: string };

export async function trackOrder(orderId: string): Promise<TrackedOrder> {
  const { data } = await apiClient.get<{ orderId?: string; status?: unknown; orderDate?: string; userId?: string }>(
    `/api/Order/track/${encodeURIComponent(orderId)}`,
  );
  return { orderId: data.orderId ?? orderId, status: normalizeOrderStatus(data.status), orderDate: data.orderDate, userId: data.userId };
}
