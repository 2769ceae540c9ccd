import { api } from 'shared-kernel';
import { type DispatchRequest } from './care-shared';

/**
 * Closes a flood in one action: every request still waiting for an ambulance from the same device
 * (or client address) as this one becomes a false alarm. Requests with an ambulance are left alone.
 */
export async function closeSource(id: string, reason: string): Promise<DispatchRequest[]> {
  const { data } = await api.post('/api/dispatch/requests/{id}/close-source', { params: { path: { id } }, body: { reason } });
  return data.closed;
}
