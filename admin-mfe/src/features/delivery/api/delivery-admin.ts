import { api, type DeliveryZone } from 'shared-kernel';

/** PUT /api/delivery/zones/{code}: a zone's fee (naira), window (working days) and whether it is delivered yet. */
export async function updateZone(
  code: string,
  change: { fee: number; minDays: number; maxDays: number; delivered: boolean },
): Promise<DeliveryZone> {
  const { data } = await api.put('/api/delivery/zones/{code}', { params: { path: { code } }, body: change });
  return data;
}

/** PUT /api/delivery/settings: items worth at least this much (naira) ship free. */
export async function updateFreeThreshold(freeDeliveryThreshold: number): Promise<{ freeDeliveryThreshold: number }> {
  const { data } = await api.put('/api/delivery/settings', { body: { freeDeliveryThreshold } });
  return data;
}
