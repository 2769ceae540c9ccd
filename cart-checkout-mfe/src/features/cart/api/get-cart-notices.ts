import { api } from 'shared-kernel';

/** GET /api/carts/notices?userId=: what the shop took out of the cart (a withdrawn medicine); each is told once. */
export async function getCartNotices(userId: string): Promise<string[]> {
  const { data } = await api.get('/api/carts/notices', { params: { query: { userId } } });
  return Array.isArray(data?.notices) ? data.notices : [];
}
