import { api, type Ambulance } from 'shared-kernel';

export async function getAmbulances(): Promise<Ambulance[]> {
  const { data } = await api.get('/api/ambulance/ambulances');
  return Array.isArray(data) ? data : [];
}
