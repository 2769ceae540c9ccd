import { api, type PaymentTransaction, type QueryOf } from 'shared-kernel';
import type { PageQuery, PageResult } from '../../../hooks/use-admin-list';
import { pageResult } from '../../../utils/paged-response';

/** GET /api/payment/transactions: page, pageSize, sort (createdAt, amount; - for descending); total in X-Total-Count. */
export async function getTransactions(query: PageQuery): Promise<PageResult<PaymentTransaction>> {
  // The sort is a column the table offers (a name the API lists); the server refuses any other.
  const sort = query.sort as QueryOf<'/api/payment/transactions', 'get'>['sort'];
  const response = await api.get('/api/payment/transactions', { params: { query: { ...query, sort } } });
  return pageResult(response, query);
}
