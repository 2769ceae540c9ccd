import { api } from 'shared-kernel';

/** Approve the plan's prescription with the units it allows (its refills never take more), or refuse it. */
export async function decideRefillCheck(id: string, body: { approve: boolean; unitsAllowed?: number; reason?: string }) {
  const { data } = await api.post('/api/pharmacist/refills/{id}/review', { params: { path: { id } }, body });
  return data;
}
