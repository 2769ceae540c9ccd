import { api } from 'shared-kernel';
import { type DispatchRequest } from './care-shared';

export type MoveTo = 'on_the_way' | 'arrived' | 'closed' | 'cancelled' | 'false_alarm';

export async function moveRequest(id: string, status: MoveTo, reason?: string): Promise<DispatchRequest> {
  const { data } = await api.post('/api/dispatch/requests/{id}/status', {
    params: { path: { id } },
    body: { status, ...(reason ? { reason } : {}) },
  });
  return data;
}
