import { api } from 'shared-kernel';
import { type Incidents } from './incidents-types';

export async function getIncidents(): Promise<Incidents> {
  const { data } = await api.get('/api/admin/privacy/incidents');
  return data;
}
