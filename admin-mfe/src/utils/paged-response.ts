import type { AxiosResponse } from 'axios';
import type { PageQuery, PageResult } from '../hooks/use-paged-list';

/** A list answer with its total from X-Total-Count (the body stays an array). */
export function pageResult<T>(response: AxiosResponse<T[]>, query: PageQuery): PageResult<T> {
  const items = Array.isArray(response.data) ? response.data : [];
  const header = Number((response.headers as Record<string, unknown> | undefined)?.['x-total-count']);
  const asked = query.page !== undefined || query.pageSize !== undefined;
  const hasTotal = Number.isFinite(header) && header >= 0 && (response.headers as Record<string, unknown>)?.['x-total-count'] !== undefined;
  const paged = asked && hasTotal && items.length <= (query.pageSize ?? Infinity);
  return { items, total: hasTotal ? header : items.length, paged };
}
