import { apiClient, type PaymentRefund } from 'shared-kernel';

/** GET /api/payment/{ref}/refunds: the refunds of an order's payment, newest first. */
export async function getRefunds(paymentReference: string): Promise<PaymentRefund[]> {
  const { data } = await apiClient.get<PaymentRefund[]>(`/api/payment/${encodeURIComponent(paymentReference)}/refunds`);
  return data;
}
