import { api } from 'shared-kernel';
import { type DispatchRequest } from './care-shared';

export async function assignAmbulance(id: string, ambulanceId: string): Promise<DispatchRequest> {
  const { data } = await api.post('/api/dispatch/requests/{id}/assign', { params: { path: { id } }, body: { ambulanceId } });
  return data;
}
