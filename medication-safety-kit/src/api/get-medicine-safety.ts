import { api } from 'shared-kernel';
import { type SafetyCheck } from './safety-types';

/** GET /api/medication-safety/check: what adding this medicine would raise for the person shopped for, with short lines. */
export async function getMedicineSafety(medicineId: string, profileId: string | null): Promise<SafetyCheck> {
  const { data } = await api.get('/api/medication-safety/check', {
    params: { query: profileId ? { medicineId, profileId } : { medicineId } },
  });
  if (!Array.isArray(data?.alerts)) throw new Error('The safety checks answered without alerts');
  return data;
}
