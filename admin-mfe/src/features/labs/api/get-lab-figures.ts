import { api, type AnswerOf } from 'shared-kernel';

export type LabFigures = AnswerOf<'/api/admin/labs/figures', 'get'>;

export async function getLabFigures(days: number): Promise<LabFigures> {
  const { data } = await api.get('/api/admin/labs/figures', { params: { query: { days } } });
  return data;
}
