import { publicApi, type Medicine } from 'shared-kernel';

/** The orders the API can give a search's results in (GET /api/medicine?sort=). */
export const SEARCH_SORTS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'in-stock-first', label: 'In stock first' },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

export function searchSortOf(value: string | null): SearchSort {
  return SEARCH_SORTS.find((sort) => sort.value === value)?.value ?? 'relevance';
}

/** GET /api/medicine/GetAllMedicines?search=&sort=: names containing the text first (or the order asked), then close spellings. */
export async function searchMedicines(search: string, sort: SearchSort = 'relevance'): Promise<Medicine[]> {
  const query = sort === 'relevance' ? { search } : { search, sort };
  const { data } = await publicApi.get('/api/medicine/GetAllMedicines', { params: { query } });
  return data;
}
