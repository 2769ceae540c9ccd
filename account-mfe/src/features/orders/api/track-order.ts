import { api, normalizeOrderStatus, type OrderStatus, type OrderTracking } from 'shared-kernel';

/** GET /api/Order/track/{id}: the whole order with its dated status history and refund. */
export async function trackOrder(orderId: string): Promise<Omit<OrderTracking, 'status'> & { status: OrderStatus }> {
  const { data } = await api.get('/api/Order/track/{id}', { params: { path: { id: orderId } } });
  // A status this version of the shop does not know yet reads as Pending (spec section 4).
  return { ...data, status: normalizeOrderStatus(data.status) };
}
