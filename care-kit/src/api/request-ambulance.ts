import { api } from 'shared-kernel';
import type { AmbulanceRequestForm } from './care-types';

export async function requestAmbulance(body: AmbulanceRequestForm) {
  const { data } = await api.post('/api/ambulance-requests', { body });
  return data;
}
