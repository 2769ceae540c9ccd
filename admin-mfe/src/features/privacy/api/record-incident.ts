import { api, type BodyOf } from 'shared-kernel';
import { type Incident } from './incidents-types';

export type NewIncident = BodyOf<'/api/admin/privacy/incidents', 'post'>;

export async function recordIncident(body: NewIncident): Promise<Incident> {
  const { data } = await api.post('/api/admin/privacy/incidents', { body });
  return data;
}
