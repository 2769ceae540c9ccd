import { api } from 'shared-kernel';

/** The rider starts the stop: the shopper hears "arriving in about N minutes". */
export async function startStop(id: string, minutes?: number): Promise<void> {
  await api.post('/api/rider/deliveries/{id}/start', { params: { path: { id } }, body: { minutes: minutes ?? 20 } });
}
