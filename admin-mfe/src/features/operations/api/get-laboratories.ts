import { apiClient, type Laboratory } from 'shared-kernel';

export async function getLaboratories(): Promise<Laboratory[]> {
  const { data } = await apiClient.get<Laboratory[]>('/api/laboratories/laboratories');
  return Array.isArray(data) ? data : [];
}
