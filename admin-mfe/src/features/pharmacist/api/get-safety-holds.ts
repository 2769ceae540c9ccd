import { api } from 'shared-kernel';
import { type SafetyHoldRow } from './safety-types';

/** GET /api/pharmacist/safety-holds: the sales held by the clinical checks awaiting a pharmacist, oldest first. */
export async function getSafetyHolds(): Promise<SafetyHoldRow[]> {
  const { data } = await api.get('/api/pharmacist/safety-holds');
  return data.items ?? [];
}
