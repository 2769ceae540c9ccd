import { api } from 'shared-kernel';

export type FailureReason = 'no-one-home' | 'address-not-found' | 'refused' | 'unsafe';

/** Records why the try failed; the answer says whether the parcel now goes back to the pharmacy. */
export async function recordFailure(id: string, reason: FailureReason): Promise<{ state: string }> {
  const { data } = await api.post('/api/rider/deliveries/{id}/fail', { params: { path: { id } }, body: { reason } });
  return data;
}
