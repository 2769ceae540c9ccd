import { type AnswerOf, api } from 'shared-kernel';

export type AdminHome = AnswerOf<'/api/admin/home', 'get'>;

/** GET /api/admin/home: the business at a glance, every figure added up by the server. */
export async function getHome(): Promise<AdminHome> {
  const { data } = await api.get('/api/admin/home');
  return data;
}
