import { type AnswerOf, api } from 'shared-kernel';

export type SeriesPoint = AnswerOf<'/api/admin/home/series', 'get'>[number];

/** GET /api/admin/home/series: sales and orders per day (30) or per month (12), oldest first. */
export async function getSeries(span: 'days' | 'months'): Promise<SeriesPoint[]> {
  const { data } = await api.get('/api/admin/home/series', { params: { query: { span } } });
  return data;
}
