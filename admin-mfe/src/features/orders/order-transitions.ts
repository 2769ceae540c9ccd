import type { OrderStatus } from 'shared-kernel';

/** The steps an order may take from each status; Delivered and Canceled are final. */
export const NEXT_ORDER_STATUSES: Record<OrderStatus, OrderStatus[]> = {
  Pending: ['Processing', 'Canceled'],
  Processing: ['Shipped', 'Canceled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Canceled: [],
};

export function nextStatuses(status: OrderStatus): OrderStatus[] {
  return NEXT_ORDER_STATUSES[status] ?? [];
}
