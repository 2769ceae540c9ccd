import { api, NEW_ID, type Ambulance } from 'shared-kernel';

export async function addAmbulance(ambulance: Omit<Ambulance, 'id'>): Promise<Ambulance> {
  const { data } = await api.post('/api/ambulance/addAmbulance', { body: { id: NEW_ID, ...ambulance } });
  return data;
}
