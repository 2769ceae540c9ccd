import { api } from 'shared-kernel';
import { type RefillPlan } from './refills-shared';

export type PlanAction = 'skip' | 'pause' | 'resume' | 'cancel' | 'confirm-price';

export async function actOnPlan(id: string, action: PlanAction): Promise<RefillPlan> {
  const { data } = await api.post('/api/refills/{id}/{action}', { params: { path: { id, action } } });
  return data;
}
