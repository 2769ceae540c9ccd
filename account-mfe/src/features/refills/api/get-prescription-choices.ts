import { api, type AnswerOf } from 'shared-kernel';

export type PrescriptionChoice = AnswerOf<'/api/refills/prescriptions', 'get'>['items'][number];

/** For a prescription-only medicine: my prescriptions its plan may be dispensed against (approved for it first). */
export async function getPrescriptionChoices(medicineId: string): Promise<PrescriptionChoice[]> {
  const { data } = await api.get('/api/refills/prescriptions', { params: { query: { medicineId } } });
  return data.items ?? [];
}
