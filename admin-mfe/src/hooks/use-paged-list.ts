import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiErrorMessage } from 'shared-kernel';
import type { SortState } from 'shared-kernel/ui/data-table';

export interface PageQuery {
  page?: number;
  pageSize?: number;
  /** The API's sort name, with a leading - for descending. */
  sort: string;
}

export interface PageResult<T> {
  items: T[];
  total: number;
  /** False when the server answered the whole list (it did not page). */
  paged: boolean;
}

export const PAGE_SIZE = 20;

interface Options<T> {
  defaultSort: SortState;
  /** Client-side sort values by sort name, used whenever the rows are paged here. */
  sortValues: Record<string, (row: T) => string | number>;
  /** A filter in use: its key (changes reset to page 1) and its test. Empty key means no filter. */
  filterKey: string;
  matches: (row: T) => boolean;
  failure: string;
  pageSize?: number;
}

export type PagedListState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: T[]; total: number; page: number; totalPages: number; busy: boolean; everEmpty: boolean };

export const sortParam = (sort: SortState) => `${sort.direction === 'descending' ? '-' : ''}${sort.key}`;

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/**
 * A list the server pages and sorts (page, pageSize, sort; the total in X-Total-Count). While a filter
 * the API does not offer is in use, the whole list is read once in the chosen order and filtered and
 * paged here; the same happens if the server answers without paging.
 */
export function usePagedList<T>(fetchPage: (query: PageQuery) => Promise<PageResult<T>>, options: Options<T>) {
  const { defaultSort, sortValues, filterKey, matches, failure, pageSize = PAGE_SIZE } = options;
  const [sort, setSortState] = useState<SortState>(defaultSort);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<
    { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: PageResult<T> }
  >({
    status: 'loading',
  });
  const [busy, setBusy] = useState(false);
  const [serverPages, setServerPages] = useState(true);

  const filtering = filterKey !== '';
  const wholeList = filtering || !serverPages;
  const requestPage = wholeList ? 0 : page;

  useEffect(() => setPage(1), [filterKey]);

  useEffect(() => {
    let live = true;
    setBusy(true);
    const query: PageQuery = wholeList ? { sort: sortParam(sort) } : { page: requestPage, pageSize, sort: sortParam(sort) };
    fetchPage(query).then(
      (data) => {
        if (!live) return;
        if (!wholeList && !data.paged) setServerPages(false);
        setResult({ status: 'ready', data });
        setBusy(false);
      },
      (error: unknown) => {
        if (!live) return;
        setResult({ status: 'error', message: apiErrorMessage(error, failure) });
        setBusy(false);
      },
    );
    return () => {
      live = false;
    };
  }, [fetchPage, wholeList, requestPage, pageSize, sort, attempt, failure]);

  const setSort = useCallback((next: SortState) => {
    setSortState(next);
    setPage(1);
  }, []);
  const reload = useCallback(() => {
    setResult({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const state: PagedListState<T> = useMemo(() => {
    if (result.status !== 'ready') return result;
    const { data } = result;
    const clientSide = wholeList || !data.paged;
    let rows = data.items;
    let total = data.total;
    if (clientSide) {
      const value = sortValues[sort.key];
      const factor = sort.direction === 'ascending' ? 1 : -1;
      const all = value ? [...data.items].sort((a, b) => factor * compare(value(a), value(b))) : data.items;
      const matched = filtering ? all.filter(matches) : all;
      total = matched.length;
      rows = matched.slice((page - 1) * pageSize, page * pageSize);
    }
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    return { status: 'ready', rows, total, page, totalPages, busy, everEmpty: !filtering && total === 0 && page === 1 };
  }, [result, wholeList, sortValues, sort, filtering, matches, page, pageSize, busy]);

  return { state, sort, setSort, setPage, reload, filtering };
}
