import { publicApi } from 'shared-kernel';

/** GET /api/medicine/suggest?q=: what the search box offers as a shopper types (two letters at least). */
export async function suggestMedicines(q: string, signal?: AbortSignal) {
  const { data } = await publicApi.get('/api/medicine/suggest', { params: { query: { q } }, signal });
  return data;
}

export type Suggestion = Awaited<ReturnType<typeof suggestMedicines>>['suggestions'][number];
