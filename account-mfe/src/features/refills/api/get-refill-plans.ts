import { api } from 'shared-kernel';
import { type RefillPlan } from './refills-shared';

export async function getRefillPlans(): Promise<RefillPlan[]> {
  const { data } = await api.get('/api/refills');
  return data.items ?? [];
}
