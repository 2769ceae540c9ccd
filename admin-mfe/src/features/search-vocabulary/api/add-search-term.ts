import { api } from 'shared-kernel';
import type { SearchTermRow } from './get-search-terms';

/** POST /api/admin/search-terms: a new term (audited); the next search naming it finds what it leads to. */
export async function addSearchTerm(term: Pick<SearchTermRow, 'term' | 'kind' | 'target' | 'language'>) {
  const { data } = await api.post('/api/admin/search-terms', { body: term });
  return data;
}
