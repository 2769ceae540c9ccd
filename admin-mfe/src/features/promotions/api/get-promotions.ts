import { api } from 'shared-kernel';
import { type Promotion } from './promotions-types';

/** GET /api/admin/promotions: every code, newest first, with its uses. */
export async function getPromotions(): Promise<Promotion[]> {
  const { data } = await api.get('/api/admin/promotions');
  return data;
}
