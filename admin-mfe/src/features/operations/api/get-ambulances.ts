import { apiClient, type Ambulance } from 'shared-kernel';

export async function getAmbulances(): Promise<Ambulance[]> {
  const { data } = await apiClient.get<Ambulance[]>('/api/ambulance/ambulances');
  return Array.isArray(data) ? data : [];
}
