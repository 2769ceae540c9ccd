import { api } from 'shared-kernel';
import { type AccessRequest } from './health-access-types';

/** GET /api/pharmacist/health-access-requests: requests to open health data waiting for a pharmacist, oldest first. */
export async function getAccessRequests(): Promise<AccessRequest[]> {
  const { data } = await api.get('/api/pharmacist/health-access-requests');
  return data;
}
