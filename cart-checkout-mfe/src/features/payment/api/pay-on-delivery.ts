import { api, type PaymentRequest } from 'shared-kernel';

/** POST /api/checkout/pay-on-delivery: the order placed now, paid to the rider (409 with the reason when not offered). */
export async function orderPayOnDelivery(request: PaymentRequest): Promise<{ orderId?: string; amount?: number }> {
  const { data } = await api.post('/api/checkout/pay-on-delivery', { body: request });
  return data;
}

/** POST /api/account/phone-verification: a six-digit code by SMS to the phone. */
export async function sendPhoneCode(phone: string): Promise<void> {
  await api.post('/api/account/phone-verification', { body: { phone } });
}

/** POST /api/account/phone-verification/confirm: the code typed back. */
export async function confirmPhoneCode(phone: string, code: string): Promise<void> {
  await api.post('/api/account/phone-verification/confirm', { body: { phone, code } });
}
