import { apiClient, NEW_ID, type Laboratory } from 'shared-kernel';

export async function addLaboratory(laboratory: Omit<Laboratory, 'id'>): Promise<Laboratory> {
  const { data } = await apiClient.post<Laboratory>('/api/laboratory/addLaboratory', { id: NEW_ID, ...laboratory });
  return data;
}
