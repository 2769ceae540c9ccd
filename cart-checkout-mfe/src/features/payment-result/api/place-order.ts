import { api, type Order } from 'shared-kernel';

/** POST /api/Order/place: builds the order from the verified payment; the same reference answers the same order. */
export async function placeOrder(userId: string, reference: string): Promise<Order> {
  const { data } = await api.post('/api/Order/place', { body: { userId, reference } });
  return data;
}
