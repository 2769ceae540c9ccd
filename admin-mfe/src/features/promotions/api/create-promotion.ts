import { api, type BodyOf } from 'shared-kernel';
import { type Promotion } from './promotions-types';

export type NewPromotion = BodyOf<'/api/admin/promotions', 'post'>;

/** POST /api/admin/promotions: the server checks the terms and records it in the audit log. */
export async function createPromotion(body: NewPromotion): Promise<Promotion> {
  const { data } = await api.post('/api/admin/promotions', { body });
  return data;
}
