import { api } from 'shared-kernel';
import { type AccessRequest } from './health-access-types';

/**
 * POST /api/pharmacist/health-access-requests/{id}: approve or refuse, once (409 after), and never
 * a request this pharmacist asked for or would receive (403 `health-access-two-people`).
 */
export async function decideAccessRequest(id: string, approve: boolean): Promise<AccessRequest> {
  const { data } = await api.post('/api/pharmacist/health-access-requests/{id}', { params: { path: { id } }, body: { approve } });
  return data;
}
