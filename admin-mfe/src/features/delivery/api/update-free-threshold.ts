import { api } from 'shared-kernel';

/** PUT /api/delivery/settings: items worth at least this much (naira) ship free. */
export async function updateFreeThreshold(freeDeliveryThreshold: number): Promise<{ freeDeliveryThreshold: number }> {
  const { data } = await api.put('/api/delivery/settings', { body: { freeDeliveryThreshold } });
  return data;
}
