import { apiClient, NEW_ID, type Ambulance } from 'shared-kernel';

export async function addAmbulance(ambulance: Omit<Ambulance, 'id'>): Promise<Ambulance> {
  const { data } = await apiClient.post<Ambulance>('/api/ambulance/addAmbulance', { id: NEW_ID, ...ambulance });
  return data;
}
