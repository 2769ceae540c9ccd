import { apiClient, normalizeOrderStatus, type OrderStatus, type OrderTracking } from 'shared-kernel';

export async function trackOrder(orderId: string): Promise<Omit<OrderTracking, 'status'> & { status: OrderStatus }> {
  const { data } = await apiClient.get<OrderTracking>(`/api/Order/track/${encodeURIComponent(orderId)}`);
  // A status this version of the shop does not know yet reads as Pending (spec section 4).
  return { ...data, status: normalizeOrderStatus(data.status) };
}
