import { api, type AnswerOf } from 'shared-kernel';

export type LabTest = AnswerOf<'/api/labs/tests', 'get'>[number];

export async function getLabTests(): Promise<LabTest[]> {
  const { data } = await api.get('/api/labs/tests');
  return data;
}
