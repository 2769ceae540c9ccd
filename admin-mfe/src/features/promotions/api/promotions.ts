import { type AnswerOf, api, type BodyOf } from 'shared-kernel';

export type Promotion = AnswerOf<'/api/admin/promotions', 'get'>[number];
export type NewPromotion = BodyOf<'/api/admin/promotions', 'post'>;

/** GET /api/admin/promotions: every code, newest first, with its uses. */
export async function getPromotions(): Promise<Promotion[]> {
  const { data } = await api.get('/api/admin/promotions');
  return data;
}

/** POST /api/admin/promotions: the server checks the terms and records it in the audit log. */
export async function createPromotion(body: NewPromotion): Promise<Promotion> {
  const { data } = await api.post('/api/admin/promotions', { body });
  return data;
}
