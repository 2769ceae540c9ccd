import { api } from 'shared-kernel';

/** GET /api/pharmacist/safety-reports: side-effect and suspected-fake reports, oldest first. */
export async function getSafetyReports(which: 'open' | 'all' = 'open') {
  const { data } = await api.get('/api/pharmacist/safety-reports', { params: { query: { which } } });
  return data.items;
}
