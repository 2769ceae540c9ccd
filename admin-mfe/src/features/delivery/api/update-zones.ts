import { api, type DeliveryZone } from 'shared-kernel';

export type ZoneChange = { code: string; fee: number; minDays: number; maxDays: number; delivered: boolean };

/** PUT /api/delivery/zones: the changed rows in one request, applied in one transaction; answers the codes that changed and every zone. */
export async function updateZones(zones: ZoneChange[]): Promise<{ changed: string[]; zones: DeliveryZone[] }> {
  const { data } = await api.put('/api/delivery/zones', { body: { zones } });
  return data as { changed: string[]; zones: DeliveryZone[] };
}
