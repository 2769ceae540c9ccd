import { api } from 'shared-kernel';
import type { AmbulanceRequestView } from './care-types';

export async function cancelAmbulanceRequest(id: string, code: string | undefined): Promise<AmbulanceRequestView> {
  const { data } = await api.post('/api/ambulance-requests/{id}/cancel', { params: { path: { id }, query: code ? { code } : {} } });
  return data;
}
