import { api } from 'shared-kernel';
import { type RefillPlanCheck } from './reviews-types';

/** One refill plan to check, with its prescription (the server logs this as a view of it). */
export async function getRefillCheck(id: string): Promise<RefillPlanCheck> {
  const { data } = await api.get('/api/pharmacist/refills/{id}', { params: { path: { id } } });
  return data;
}
