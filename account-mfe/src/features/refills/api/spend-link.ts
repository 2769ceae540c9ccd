import { api } from 'shared-kernel';

export type LinkPurpose = 'skip' | 'pause' | 'cancel' | 'change-date';

export async function spendLink(token: string, purpose: LinkPurpose, body: { nextRunOn?: string } = {}) {
  // The body is optional (only change-date reads nextRunOn); the generated type lists both fields as required.
  const { data } = await api.post('/api/refill-links/{token}/{purpose}', {
    params: { path: { token, purpose } },
    body: body as { daysLeft: number; nextRunOn: string },
  });
  return data;
}
