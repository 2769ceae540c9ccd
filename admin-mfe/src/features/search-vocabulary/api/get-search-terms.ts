import { api } from 'shared-kernel';

/** GET /api/admin/search-terms: the search vocabulary, by term. */
export async function getSearchTerms() {
  const { data } = await api.get('/api/admin/search-terms');
  return data;
}

export type SearchTermRow = Awaited<ReturnType<typeof getSearchTerms>>[number];
