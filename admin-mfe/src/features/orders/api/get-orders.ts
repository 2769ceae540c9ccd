import { apiClient, normalizeOrderStatus, type Order } from 'shared-kernel';
import type { PageQuery, PageResult } from '../../../hooks/use-paged-list';
import { pageResult } from '../../../utils/paged-response';

export function toOrder(raw: Order): Order {
  return { ...raw, status: normalizeOrderStatus(raw.status), orderItems: raw.orderItems ?? [] };
}

/** GET /api/Order: page, pageSize, sort (orderDate, totalPrice, status; - for descending); total in X-Total-Count. */
export async function getOrders(query: PageQuery): Promise<PageResult<Order>> {
  const response = await apiClient.get<Order[]>('/api/Order', { params: query });
  const result = pageResult(response, query);
  return { ...result, items: result.items.map(toOrder) };
}
