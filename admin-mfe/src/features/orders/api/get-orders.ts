import { api, normalizeOrderStatus, type Order, type QueryOf } from 'shared-kernel';
import type { PageQuery, PageResult } from '../../../hooks/use-admin-list';
import { pageResult } from '../../../utils/paged-response';

export function toOrder(raw: Order): Order {
  return { ...raw, status: normalizeOrderStatus(raw.status), orderItems: raw.orderItems ?? [] };
}

/** GET /api/Order: page, pageSize, sort (orderDate, totalPrice, status; - for descending); total in X-Total-Count. */
export async function getOrders(query: PageQuery): Promise<PageResult<Order>> {
  // The sort is a column the table offers (a name the API lists); the server refuses any other.
  const sort = query.sort as QueryOf<'/api/Order', 'get'>['sort'];
  const response = await api.get('/api/Order', { params: { query: { ...query, sort } } });
  const result = pageResult(response, query);
  return { ...result, items: result.items.map(toOrder) };
}
