import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage } from 'shared-kernel';
import type { SortState } from 'shared-kernel/ui/data-table';
import { PAGE_SIZE, type PageQuery, type PageResult, sortParam } from './use-paged-list';

export type ServerListState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: T[]; total: number; page: number; totalPages: number; busy: boolean };

/**
 * A list the server searches, filters, sorts and pages: every change of the filters (their JSON)
 * goes back to page 1 and asks the server again; the total comes from X-Total-Count.
 */
export function useServerList<T>(
  fetchPage: (query: PageQuery, filters: ListFilters) => Promise<PageResult<T>>,
  filters: ListFilters,
  defaultSort: SortState,
  failure: string,
  pageSize = PAGE_SIZE,
) {
  const [sort, setSortState] = useState(defaultSort);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ServerListState<T>>({ status: 'loading' });
  const filterKey = JSON.stringify(filters);

  useEffect(() => setPage(1), [filterKey]);

  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'ready' ? { ...current, busy: true } : current));
    fetchPage({ page, pageSize, sort: sortParam(sort) }, JSON.parse(filterKey) as ListFilters).then(
      (data) => {
        if (!live) return;
        setState({
          status: 'ready',
          rows: data.items,
          total: data.total,
          page,
          totalPages: Math.max(1, Math.ceil(data.total / pageSize)),
          busy: false,
        });
      },
      (error: unknown) => live && setState({ status: 'error', message: apiErrorMessage(error, failure) }),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, filterKey, page, pageSize, sort, attempt, failure]);

  const setSort = useCallback((next: SortState) => {
    setSortState(next);
    setPage(1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, sort, setSort, setPage, reload };
}

/** Filters the admin lists take besides page, pageSize and sort; empty values are left out. */
export type ListFilters = Record<string, string | boolean | undefined>;

export const listParams = (query: PageQuery, filters: ListFilters) =>
  Object.fromEntries(Object.entries({ ...query, ...filters }).filter(([, v]) => v !== undefined && v !== ''));
