import { api, type Order, type OrderStatus } from 'shared-kernel';

/** The rider named when an order is shipped. */
export type RiderInput = { name: string; phone: string };

/** PUT /api/Order/{id}: the next status; with Shipped, optionally the rider who carries it. */
export async function updateOrderStatus(orderId: string, status: OrderStatus, rider?: RiderInput): Promise<Order> {
  const body = rider ? { status, rider } : { status };
  const { data } = await api.put('/api/Order/{id}', { params: { path: { id: orderId } }, body });
  return data;
}
