import { api } from 'shared-kernel';
import { type SafetyHoldDecided } from './safety-types';

/** Override (the sale may go ahead) or refuse a held sale, always with a reason; 409 review-decided when already decided. */
export async function decideSafetyHold(id: string, decision: { override: boolean; reason: string }): Promise<SafetyHoldDecided> {
  const { data } = await api.post('/api/pharmacist/safety-holds/{id}', { params: { path: { id } }, body: decision });
  return data;
}
