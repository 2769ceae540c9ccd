import { publicApi } from 'shared-kernel';

/** GET /api/medicine/search?q=: the medicines, and what to offer when they are not what was asked (never a dead end). */
export async function searchAnswer(q: string) {
  const { data } = await publicApi.get('/api/medicine/search', { params: { query: { q, pageSize: 20 } } });
  return data;
}

export type SearchAnswer = Awaited<ReturnType<typeof searchAnswer>>;
