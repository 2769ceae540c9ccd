import { api, type BodyOf } from 'shared-kernel';
import { type Incident } from './incidents-types';

export async function markRegulatorNotified(id: string): Promise<Incident> {
  const { data } = await api.post('/api/admin/privacy/incidents/{id}', {
    params: { path: { id } },
    // Either field alone; the generated type lists both.
    body: { regulatorNotifiedAt: new Date().toISOString() } as BodyOf<'/api/admin/privacy/incidents/{id}', 'post'>,
  });
  return data;
}
