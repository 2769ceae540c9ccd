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

export type DayTotals = { count: number; paidCount: number; paid: number; refunded: number; net: number };

/** GET /api/payment/totals for one Lagos day, or every day when none is given. */
export async function getTotals(day: string): Promise<DayTotals> {
  const { data } = await api.get('/api/payment/totals', { params: { query: day ? { from: day, to: day } : {} } });
  return { count: data.count ?? 0, paidCount: data.paidCount ?? 0, paid: data.paid ?? 0, refunded: data.refunded ?? 0, net: data.net ?? 0 };
}
