import { api, type AnswerOf } from 'shared-kernel';

export type LabSlot = AnswerOf<'/api/labs/tests/{id}/slots', 'get'>[number];

export async function getSlots(testId: string): Promise<LabSlot[]> {
  const { data } = await api.get('/api/labs/tests/{id}/slots', { params: { path: { id: testId } } });
  return data;
}
