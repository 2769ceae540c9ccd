import { api } from 'shared-kernel';

/** A mailed pay link, signed in as the plan's shopper: the same checkout page. */
export async function payByLink(token: string): Promise<{ authorizationUrl: string }> {
  const { data } = await api.post('/api/refill-links/{token}/pay', { params: { path: { token } } });
  return data;
}
