import { api } from 'shared-kernel';
import { type SafetyCheck } from './safety-types';

/** GET /api/medication-safety/cart: the alerts over the caller's cart for the person it is for (their own when none). */
export async function getCartSafety(profileId: string | null): Promise<SafetyCheck> {
  const { data } = await api.get('/api/medication-safety/cart', { params: { query: profileId ? { profileId } : {} } });
  if (!Array.isArray(data?.alerts)) throw new Error('The safety checks answered without alerts');
  return data;
}
