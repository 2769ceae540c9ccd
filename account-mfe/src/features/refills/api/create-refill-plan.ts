import { api, type BodyOf } from 'shared-kernel';
import { type RefillPlan } from './refills-shared';

export type NewRefillPlan = BodyOf<'/api/refills', 'post'>;

export async function createRefillPlan(body: NewRefillPlan): Promise<RefillPlan> {
  const { data } = await api.post('/api/refills', { body });
  return data;
}
