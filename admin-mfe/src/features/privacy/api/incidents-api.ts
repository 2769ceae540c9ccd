import { api, type AnswerOf, type BodyOf } from 'shared-kernel';

export type Incidents = AnswerOf<'/api/admin/privacy/incidents', 'get'>;
export type Incident = Incidents['items'][number];
export type NewIncident = BodyOf<'/api/admin/privacy/incidents', 'post'>;

export async function getIncidents(): Promise<Incidents> {
  const { data } = await api.get('/api/admin/privacy/incidents');
  return data;
}

export async function recordIncident(body: NewIncident): Promise<Incident> {
  const { data } = await api.post('/api/admin/privacy/incidents', { body });
  return data;
}

export async function markRegulatorNotified(id: string): Promise<Incident> {
  const { data } = await api.post('/api/admin/privacy/incidents/{id}', {
    params: { path: { id } },
    // Either field alone; the generated type lists both.
    body: { regulatorNotifiedAt: new Date().toISOString() } as BodyOf<'/api/admin/privacy/incidents/{id}', 'post'>,
  });
  return data;
}
