import { api, NEW_ID, type Laboratory } from 'shared-kernel';

export async function addLaboratory(laboratory: Omit<Laboratory, 'id'>): Promise<Laboratory> {
  const { data } = await api.post('/api/laboratory/addLaboratory', { body: { id: NEW_ID, ...laboratory } });
  return data;
}
