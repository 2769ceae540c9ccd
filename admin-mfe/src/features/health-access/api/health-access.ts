import { api, type AnswerOf } from 'shared-kernel';

export type AccessRequest = AnswerOf<'/api/pharmacist/health-access-requests', 'get'>[number];

/** GET /api/pharmacist/health-access-requests: requests to open health data waiting for a pharmacist, oldest first. */
export async function getAccessRequests(): Promise<AccessRequest[]> {
  const { data } = await api.get('/api/pharmacist/health-access-requests');
  return data;
}

/**
 * POST /api/pharmacist/health-access-requests/{id}: approve or refuse, once (409 after), and never
 * a request this pharmacist asked for or would receive (403 `health-access-two-people`).
 */
export async function decideAccessRequest(id: string, approve: boolean): Promise<AccessRequest> {
  const { data } = await api.post('/api/pharmacist/health-access-requests/{id}', { params: { path: { id } }, body: { approve } });
  return data;
}

/** The laboratories' names by id (the shop's public list); empty when it cannot be read, so the page still draws. */
export async function getLaboratoryNames(): Promise<ReadonlyMap<string, string>> {
  try {
    const { data } = await api.get('/api/laboratories/laboratories');
    return new Map((Array.isArray(data) ? data : []).map((lab) => [lab.id, lab.name]));
  } catch {
    return new Map();
  }
}
