import { api, type PaymentProviderStatus } from 'shared-kernel';

/** GET /api/payment/provider-status: whether Paystack accepts our key (an alert after a 401). */
export async function getProviderStatus(): Promise<PaymentProviderStatus> {
  const { data } = await api.get('/api/payment/provider-status');
  return data;
}
