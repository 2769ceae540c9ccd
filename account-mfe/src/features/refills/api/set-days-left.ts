import { api } from 'shared-kernel';
import { type RefillPlan } from './refills-shared';

export async function setDaysLeft(id: string, daysLeft: number): Promise<RefillPlan> {
  const { data } = await api.post('/api/refills/{id}/days-left', { params: { path: { id } }, body: { daysLeft } });
  return data;
}
