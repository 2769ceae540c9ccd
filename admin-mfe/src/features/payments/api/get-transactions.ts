import { apiClient, type PaymentTransaction } from 'shared-kernel';

export async function getTransactions(): Promise<PaymentTransaction[]> {
  const { data } = await apiClient.get<PaymentTransaction[]>('/api/payment/transactions');
  return Array.isArray(data) ? data : [];
}
