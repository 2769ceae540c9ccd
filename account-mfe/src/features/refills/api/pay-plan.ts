import { api } from 'shared-kernel';

/** Pay now: Paystack's checkout page for the refill waiting for the shopper (or the next one). */
export async function payPlan(id: string): Promise<{ authorizationUrl: string }> {
  const { data } = await api.post('/api/refills/{id}/pay', { params: { path: { id } } });
  return data;
}
