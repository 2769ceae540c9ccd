import type { Database } from '../db/client';
import { type CartSnapshot, ORDER_STATUSES, type OrderStatus, type Payment } from '../db/schema/index';
import { conflict, forbidden, notFound } from '../lib/http-errors';
import { koboToNaira } from '../lib/money';
import type { AuthUser } from '../plugins/types';
import { type OrderSort, OrdersRepository, type OrderWithLines } from './orders-repository';

export type OrderJson = {
  orderId: string;
  userId: string;
  totalPrice: number;
  orderDate: string;
  status: OrderStatus;
  orderItems: { medicineId: string | null; medicineName: string; quantity: number; price: number }[];
  paymentReference: string;
  shippingAddress: string;
};

export function orderJson(o: OrderWithLines): OrderJson {
  return {
    orderId: o.id,
    userId: o.userId,
    totalPrice: koboToNaira(o.totalKobo),
    orderDate: o.createdAt.toISOString(),
    status: o.status,
    orderItems: o.lines.map((l) => ({
      medicineId: l.medicineId,
      medicineName: l.medicineName,
      quantity: l.quantity,
      price: koboToNaira(l.unitPriceKobo),
    })),
    paymentReference: o.paymentReference,
    shippingAddress: o.shippingAddress,
  };
}

/** Where an order may go next. Delivered and Canceled are final. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Processing', 'Canceled'],
  Processing: ['Shipped', 'Canceled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Canceled: [],
};

function allowedText(from: OrderStatus): string {
  const next = NEXT_STATUSES[from];
  return next.length === 0 ? `A ${from} order cannot change any more.` : `A ${from} order can only move to ${next.join(' or ')}.`;
}

export class OrdersService {
  constructor(private readonly repository: OrdersRepository) {}

  /** Inside the transaction that holds the payment's lock: its order, created once. */
  async createFromPayment(payment: Payment & { cartSnapshot: CartSnapshot }, transaction: Database) {
    return new OrdersRepository(transaction).createFromPayment(payment);
  }

  async visibleOrder(caller: AuthUser, orderId: string): Promise<OrderWithLines> {
    const order = await this.repository.byId(orderId);
    if (!order) throw notFound('There is no order with this id.');
    if (caller.role !== 'admin' && order.userId !== caller.id) throw forbidden('This order belongs to another account.');
    return order;
  }

  async get(caller: AuthUser, orderId: string): Promise<OrderJson> {
    return orderJson(await this.visibleOrder(caller, orderId));
  }

  async byUser(userId: string): Promise<OrderJson[]> {
    return (await this.repository.byUser(userId)).map(orderJson);
  }

  async list(sort: OrderSort, page: { limit: number; offset: number } | null) {
    const { rows, total } = await this.repository.list(sort, page);
    return { items: rows.map(orderJson), total };
  }

  /**
   * Pending -> Processing -> Shipped -> Delivered, or Pending/Processing -> Canceled. Admins move
   * orders; a user may only cancel their own Pending order. `beforeCommit` runs while the order's
   * row is locked and the move is not yet saved (the checkout's refund for a cancellation): if it
   * throws, nothing changes.
   */
  async changeStatus(
    caller: AuthUser,
    orderId: string,
    to: OrderStatus,
    beforeCommit?: (order: OrderWithLines, transaction: Database) => Promise<void>,
  ): Promise<OrderJson> {
    const order = await this.visibleOrder(caller, orderId);
    if (caller.role !== 'admin' && !(to === 'Canceled' && order.status === 'Pending')) {
      throw forbidden(
        order.status === 'Pending'
          ? 'You can cancel your order; other changes are made by the pharmacy.'
          : `You can only cancel an order while it is Pending; this one is ${order.status}.`,
      );
    }
    if (to === order.status) throw conflict(`The order is already ${to}. ${allowedText(order.status)}`);
    if (!NEXT_STATUSES[order.status].includes(to))
      throw conflict(`An order cannot go from ${order.status} to ${to}. ${allowedText(order.status)}`);

    const from = (Object.keys(NEXT_STATUSES) as OrderStatus[]).filter((s) => NEXT_STATUSES[s].includes(to));
    const allowedFrom = caller.role === 'admin' ? from : (['Pending'] as const);
    const result = await this.repository.changeStatus(
      orderId,
      allowedFrom,
      to,
      beforeCommit ? (_locked, tx) => beforeCommit(order, tx) : undefined,
    );
    if (!result.ok) {
      if (result.current === null) throw notFound('There is no order with this id.');
      throw conflict(`The order changed meanwhile and is now ${result.current}. ${allowedText(result.current)}`);
    }
    return orderJson((await this.repository.byId(orderId))!);
  }
}

export { ORDER_STATUSES };
