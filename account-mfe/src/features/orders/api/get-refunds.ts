import { api, type PaymentRefund } from 'shared-kernel';

/** GET /api/payment/{ref}/refunds: the refunds of an order's payment, newest first (the API asks the provider about those on their way). */
export async function getRefunds(paymentReference: string): Promise<PaymentRefund[]> {
  const { data } = await api.get('/api/payment/{ref}/refunds', { params: { path: { ref: paymentReference } } });
  return data;
}
