import { api } from 'shared-kernel';
import { type RefillPlan } from './refills-shared';

/** A prescription for a plan waiting for one: the server checks both are mine; a pharmacist reviews it before anything is charged. */
export async function attachPrescription(id: string, prescriptionId: string): Promise<RefillPlan> {
  const { data } = await api.post('/api/refills/{id}/prescription', { params: { path: { id } }, body: { prescriptionId } });
  return data;
}
