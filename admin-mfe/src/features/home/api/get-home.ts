import { type AnswerOf, api } from 'shared-kernel';

export type AdminHome = AnswerOf<'/api/admin/home', 'get'>;
export type SeriesPoint = AnswerOf<'/api/admin/home/series', 'get'>[number];

/** GET /api/admin/home: the business at a glance, every figure added up by the server. */
export async function getHome(): Promise<AdminHome> {
  const { data } = await api.get('/api/admin/home');
  return data;
}

/** GET /api/admin/home/series: sales and orders per day (30) or per month (12), oldest first. */
export async function getSeries(span: 'days' | 'months'): Promise<SeriesPoint[]> {
  const { data } = await api.get('/api/admin/home/series', { params: { query: { span } } });
  return data;
}
