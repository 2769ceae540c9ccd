import { api } from 'shared-kernel';

/** A mailed link: what it is for (reading does not use it), then using it once. No login. */
export async function describeLink(token: string) {
  const { data } = await api.get('/api/refill-links/{token}', { params: { path: { token } } });
  return data;
}
