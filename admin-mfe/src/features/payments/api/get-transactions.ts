import { api, type PaymentTransaction, type QueryOf } from 'shared-kernel';
import type { ListFilters, PageQuery, PageResult } from '../../../hooks/use-admin-list';
import { pageResult } from '../../../utils/paged-response';

type Query = QueryOf<'/api/payment/transactions', 'get'>;

/**
 * GET /api/payment/transactions: page, pageSize, sort (createdAt, amount; - for descending), and the
 * Lagos days from..to (none: every day); total in X-Total-Count.
 */
export async function getTransactions(query: PageQuery, filters: ListFilters = {}): Promise<PageResult<PaymentTransaction>> {
  // The sort is a column the table offers (a name the API lists); the server refuses any other.
  const sort = query.sort as Query['sort'];
  const days = typeof filters.from === 'string' && filters.from ? { from: filters.from, to: filters.from } : {};
  const response = await api.get('/api/payment/transactions', { params: { query: { ...query, sort, ...days } } });
  return pageResult(response, query);
}
