import { api, type AnswerOf } from 'shared-kernel';

export type OrderDelivery = AnswerOf<'/api/Order/{id}/deliveries', 'get'>[number];

/** The order's deliveries by rider: the line to show (in the shopper's language), the code while it is on its way. */
export async function getOrderDeliveries(orderId: string): Promise<OrderDelivery[]> {
  const { data } = await api.get('/api/Order/{id}/deliveries', { params: { path: { id: orderId } } });
  return data;
}
