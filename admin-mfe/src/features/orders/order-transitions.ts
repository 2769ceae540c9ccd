import type { OrderStatus } from 'shared-kernel';

/**
 * The steps an order may take from each status; Delivered and Canceled are final. An order awaiting
 * the pharmacist moves on only through the review (pharmacist/reviews); here it may only be canceled.
 */
export const NEXT_ORDER_STATUSES: Record<OrderStatus, OrderStatus[]> = {
  AwaitingReview: ['Canceled'],
  Pending: ['Processing', 'Canceled'],
  Processing: ['Shipped', 'Canceled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Canceled: [],
};

export function nextStatuses(status: OrderStatus): OrderStatus[] {
  return NEXT_ORDER_STATUSES[status] ?? [];
}
