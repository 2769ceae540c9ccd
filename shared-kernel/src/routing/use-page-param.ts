import { useCallback } from 'react';
import { useSearchParams } from './router';

/**
 * A list's page number kept in the URL (`?page=3`), so that Back from a medicine returns to the page
 * the shopper was on and a link to page 3 can be shared. Page 1 leaves the parameter out. Changing
 * the page is a new history entry; every other query parameter (search text, filters) is kept.
 */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get(name) ?? '', 10) || 1);
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete(name);
        else updated.set(name, String(next));
        return updated;
      }),
    [name, setParams],
  );
  return [page, setPage];
}
