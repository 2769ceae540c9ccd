import { api, type Laboratory } from 'shared-kernel';

export async function getLaboratories(): Promise<Laboratory[]> {
  const { data } = await api.get('/api/laboratories/laboratories');
  return Array.isArray(data) ? data : [];
}
