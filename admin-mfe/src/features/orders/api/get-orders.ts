import { apiClient, normalizeOrderStatus, type Order } from 'shared-kernel';

export function toOrder(raw: Order): Order {
  return { ...raw, status: normalizeOrderStatus(raw.status), orderItems: raw.orderItems ?? [] };
}

export async function getOrders(): Promise<Order[]> {
  const { data } = await apiClient.get<Order[]>('/api/Order');
  return Array.isArray(data) ? data.map(toOrder) : [];
}
