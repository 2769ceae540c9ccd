import { api } from 'shared-kernel';
import { type RefillPlanCheck } from './reviews-types';

/** GET /api/pharmacist/refills: refill plans whose prescription waits for a pharmacist, the soonest refill first. */
export async function getRefillCheckQueue(): Promise<RefillPlanCheck[]> {
  const { data } = await api.get('/api/pharmacist/refills');
  return data.items ?? [];
}
