import { apiClient, type PaymentTransaction } from 'shared-kernel';
import type { PageQuery, PageResult } from '../../../hooks/use-paged-list';
import { pageResult } from '../../../utils/paged-response';

/** GET /api/payment/transactions: page, pageSize, sort (createdAt, amount; - for descending); total in X-Total-Count. */
export async function getTransactions(query: PageQuery): Promise<PageResult<PaymentTransaction>> {
  const response = await apiClient.get<PaymentTransaction[]>('/api/payment/transactions', { params: query });
  return pageResult(response, query);
}
