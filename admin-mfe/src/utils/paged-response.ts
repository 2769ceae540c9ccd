import type { AxiosResponse } from 'axios';
import { api, type AnswerOf } from 'shared-kernel';
import { type ListFilters, listParams, type PageQuery, type PageResult } from '../hooks/use-admin-list';

/** A list answer with its total from X-Total-Count (the body stays an array). */
export function pageResult<T>(response: AxiosResponse<T[]>, query: PageQuery): PageResult<T> {
  const items = Array.isArray(response.data) ? response.data : [];
  const header = Number((response.headers as Record<string, unknown> | undefined)?.['x-total-count']);
  const asked = query.page !== undefined || query.pageSize !== undefined;
  const hasTotal = Number.isFinite(header) && header >= 0 && (response.headers as Record<string, unknown>)?.['x-total-count'] !== undefined;
  const paged = asked && hasTotal && items.length <= (query.pageSize ?? Infinity);
  return { items, total: hasTotal ? header : items.length, paged };
}

/** The admin lists the server searches, filters, sorts and pages. */
export type AdminListPath =
  | '/api/admin/medicines'
  | '/api/admin/categories'
  | '/api/admin/pharmacies'
  | '/api/admin/ambulances'
  | '/api/admin/laboratories'
  | '/api/admin/audit';

/** One page of an admin list: the rows the path's schema promises, with their total. */
export async function adminList<P extends AdminListPath>(
  path: P,
  query: PageQuery,
  filters: ListFilters,
): Promise<PageResult<AnswerOf<P, 'get'>[number]>> {
  // The filters are the list's own (each screen offers the ones its path takes); the server checks them.
  const params = { query: listParams(query, filters) } as { query?: Record<string, never> };
  const response = await api.get(path as AdminListPath, { params });
  return pageResult(response as AxiosResponse<AnswerOf<P, 'get'>[number][]>, query);
}
