import { api, type PaymentInitResponse, type PaymentRequest } from 'shared-kernel';

/** POST /api/payment/initiate: the server prices the cart and its delivery, and answers with the provider's page. */
export async function initiatePayment(request: PaymentRequest): Promise<PaymentInitResponse> {
  const { data } = await api.post('/api/payment/initiate', { body: request });
  return data;
}
