import { api } from 'shared-kernel';

/** The orders a refill plan placed (the badge on My orders). */
export async function getRefillOrderIds(): Promise<Set<string>> {
  const { data } = await api.get('/api/refills/orders');
  return new Set((data.items ?? []).map((i) => i.orderId ?? ''));
}
