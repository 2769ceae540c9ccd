import { api, type PaymentRequest } from 'shared-kernel';

/** POST /api/checkout/pay-on-delivery: the order placed now, paid to the rider (409 with the reason when not offered). */
export async function orderPayOnDelivery(request: PaymentRequest): Promise<{ orderId?: string; amount?: number }> {
  const { data } = await api.post('/api/checkout/pay-on-delivery', { body: request });
  return data;
}
