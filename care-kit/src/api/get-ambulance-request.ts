import { api } from 'shared-kernel';
import type { AmbulanceRequestView } from './care-types';

export async function getAmbulanceRequest(id: string, code: string | undefined): Promise<AmbulanceRequestView> {
  const { data } = await api.get('/api/ambulance-requests/{id}', { params: { path: { id }, query: code ? { code } : {} } });
  return data;
}
