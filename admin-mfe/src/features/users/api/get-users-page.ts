import { api, type AdminUser } from 'shared-kernel';
import type { ListFilters, PageQuery, PageResult } from '../../../hooks/use-admin-list';
import { pageResult } from '../../../utils/paged-response';

/** GET /api/user: one page of the users whose name, username or email holds `search` (admin only); the server searches and pages. */
export async function getUsersPage(query: PageQuery, filters: ListFilters): Promise<PageResult<AdminUser>> {
  // The list has one order (oldest account first): the query's sort is not sent.
  const { page, pageSize } = query;
  const search = typeof filters.search === 'string' && filters.search ? filters.search : undefined;
  const params = { query: { ...(page ? { page, pageSize } : {}), ...(search ? { search } : {}) } };
  return pageResult(await api.get('/api/user', { params }), query);
}
