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

/** Filters the admin lists take besides page, pageSize and sort; empty values are left out. */
export type ListFilters = Record<string, string | boolean | undefined>;

export const PAGE_SIZE = 20;

export const sortParam = (sort: SortState) => `${sort.direction === 'descending' ? '-' : ''}${sort.key}`;

export const listParams = (query: PageQuery, filters: ListFilters) =>
  Object.fromEntries(Object.entries({ ...query, ...filters }).filter(([, v]) => v !== undefined && v !== ''));

/** A filter the API does not offer, applied here to the whole list read once in the chosen order. */
export interface LocalFilter<T> {
  /** Its key (a change goes back to page 1); empty when no such filter is in use. */
  key: string;
  matches: (row: T) => boolean;
  /** Sort values by sort name, used whenever the rows are sorted and paged here. */
  sortValues: Record<string, (row: T) => string | number>;
}

export interface AdminListOptions<T> {
  defaultSort: SortState;
  /** What the list says when it cannot be read. */
  failure: string;
  /** Filters the server applies (sent with every page); a change goes back to page 1. */
  filters?: ListFilters;
  local?: LocalFilter<T>;
  pageSize?: number;
}

export type AdminListState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: T[]; total: number; page: number; totalPages: number; busy: boolean; everEmpty: boolean };

type Fetched<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: PageResult<T> };

const NO_FILTERS: ListFilters = {};

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** The rows of the page on show: the server's page, or (whole list read) sorted, filtered and paged here. */
function pageOf<T>(data: PageResult<T>, wholeList: boolean, sort: SortState, page: number, pageSize: number, local?: LocalFilter<T>) {
  if (!wholeList && data.paged) return { rows: data.items, total: data.total };
  const value = local?.sortValues[sort.key];
  const factor = sort.direction === 'ascending' ? 1 : -1;
  const all = value ? [...data.items].sort((a, b) => factor * compare(value(a), value(b))) : data.items;
  const matched = local?.key ? all.filter(local.matches) : all;
  return { rows: matched.slice((page - 1) * pageSize, page * pageSize), total: matched.length };
}

/** Asks for one page (or, with wholeList, the whole list) whenever the query changes; busy meanwhile. */
function usePageFetch<T>(
  fetchPage: (query: PageQuery, filters: ListFilters) => Promise<PageResult<T>>,
  query: { wholeList: boolean; page: number; pageSize: number; sort: SortState; serverKey: string; failure: string },
  onUnpaged: () => void,
) {
  const { wholeList, page, pageSize, sort, serverKey, failure } = query;
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched<T>>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setBusy(true);
    const asked: PageQuery = wholeList ? { sort: sortParam(sort) } : { page, pageSize, sort: sortParam(sort) };
    fetchPage(asked, JSON.parse(serverKey) as ListFilters).then(
      (data) => {
        if (!live) return;
        if (!wholeList && !data.paged) onUnpaged();
        setFetched({ status: 'ready', data });
        setBusy(false);
      },
      (error: unknown) => {
        if (!live) return;
        setFetched({ status: 'error', message: apiErrorMessage(error, failure) });
        setBusy(false);
      },
    );
    return () => {
      live = false;
    };
  }, [fetchPage, wholeList, page, pageSize, sort, serverKey, attempt, failure, onUnpaged]);

  // Asked again: the rows on show stay (busy) until the answer; after a failure, the list loads afresh.
  const reload = useCallback(() => {
    setFetched((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);
  return { fetched, busy, reload };
}

/**
 * Every admin list: the server pages and sorts it (page, pageSize, sort; the total in X-Total-Count)
 * and applies its filters. While a filter the API does not offer is in use (`local`), the whole list
 * is read once in the chosen order and filtered and paged here; the same happens if the server
 * answers without paging. A change of filters or sort goes back to page 1.
 */
export function useAdminList<T>(
  fetchPage: (query: PageQuery, filters: ListFilters) => Promise<PageResult<T>>,
  { defaultSort, failure, filters = NO_FILTERS, local, pageSize = PAGE_SIZE }: AdminListOptions<T>,
) {
  const [sort, setSortState] = useState<SortState>(defaultSort);
  const [page, setPage] = useState(1);
  const serverKey = JSON.stringify(filters);
  const localKey = local?.key ?? '';
  const filtering = localKey !== '';
  const [serverPages, setServerPages] = useState(true);
  const wholeList = filtering || !serverPages;
  const onUnpaged = useCallback(() => setServerPages(false), []);
  useEffect(() => setPage(1), [serverKey, localKey]);
  const { fetched, busy, reload } = usePageFetch(
    fetchPage,
    { wholeList, page: wholeList ? 0 : page, pageSize, sort, serverKey, failure },
    onUnpaged,
  );

  const setSort = useCallback((next: SortState) => {
    setSortState(next);
    setPage(1);
  }, []);

  const matches = local?.matches;
  const sortValues = local?.sortValues;
  const state: AdminListState<T> = useMemo(() => {
    if (fetched.status !== 'ready') return fetched;
    const filter = matches && sortValues ? { key: localKey, matches, sortValues } : undefined;
    const { rows, total } = pageOf(fetched.data, wholeList, sort, page, pageSize, filter);
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    return { status: 'ready', rows, total, page, totalPages, busy, everEmpty: !filtering && total === 0 && page === 1 };
  }, [fetched, wholeList, sort, page, pageSize, localKey, matches, sortValues, busy, filtering]);

  return { state, sort, setSort, setPage, reload, filtering };
}
