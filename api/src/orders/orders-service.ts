import { ORDER_STATUSES, type OrderStatus, type Payment } from '../db/schema/index';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/http-errors';
import { koboToNaira } from '../lib/money';
import type { PaymentsService } from '../payments/payments-service';
import type { AuthUser } from '../plugins/types';
import type { OrderSort, OrdersRepository, OrderWithLines } from './orders-repository';

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
    orderItems: o.lines.map((l) => ({ medicineId: l.medicineId, medicineName: l.medicineName, quantity: l.quantity, price: koboToNaira(l.unitPriceKobo) })),
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
  constructor(
    private readonly repository: OrdersRepository,
    private readonly payments: PaymentsService,
  ) {}

  /** Places the order of a successful cart payment (idempotent); the webhook and verify call it too. */
  async placeForPayment(payment: Payment): Promise<{ orderId: string; created: boolean } | null> {
    if (payment.paymentType !== 'medicine') return null;
    const result = await this.repository.placeFromPayment(payment.reference);
    if (result.kind === 'created' || result.kind === 'existing') return { orderId: result.orderId, created: result.kind === 'created' };
    return null;
  }

  /**
   * POST /api/Order/place: for the given payment reference, or the user's latest paid (or still
   * pending, then verified now) cart payment that has no order yet.
   */
  async place(caller: AuthUser, userId: string, reference?: string): Promise<{ order: OrderJson; created: boolean }> {
    let payment: Payment | null;
    if (reference) {
      payment = await this.payments.byReference(reference);
      if (!payment) throw notFound('There is no payment with this reference.');
      if (payment.userId !== userId && caller.role !== 'admin') throw forbidden('This payment belongs to another account.');
      if (payment.userId !== userId) throw badRequest('This payment belongs to a different user than userId.');
    } else {
      payment = (await this.payments.latestWithoutOrder(userId, 'success')) ?? (await this.payments.latestWithoutOrder(userId, 'pending'));
      if (!payment) {
        const message = 'There is no completed payment waiting for an order.';
        throw badRequest(message, [{ field: 'reference', message }]);
      }
    }
    if (payment.paymentType !== 'medicine') throw badRequest('Only cart payments (paymentType "medicine") become orders.');
    if (payment.status !== 'success') payment = await this.payments.confirmWithProvider(payment);
    if (payment.status !== 'success') {
      const message =
        payment.status === 'pending'
          ? 'This payment has not been completed yet, so no order was placed.'
          : `This payment ${payment.status === 'failed' ? 'failed' : 'was abandoned'}, so no order was placed.`;
      throw badRequest(message, [{ field: 'reference', message }]);
    }
    const placed = await this.placeForPayment(payment);
    if (!placed) throw new HttpError(500, 'The order could not be placed.');
    const order = await this.repository.byId(placed.orderId);
    return { order: orderJson(order!), created: placed.created };
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
   * orders; a user may only cancel their own Pending order. Cancelling a paid order refunds it.
   */
  async changeStatus(caller: AuthUser, orderId: string, to: OrderStatus): Promise<OrderJson> {
    const order = await this.visibleOrder(caller, orderId);
    if (caller.role !== 'admin' && !(to === 'Canceled' && order.status === 'Pending')) {
      throw forbidden(
        order.status === 'Pending' ? 'You can cancel your order; other changes are made by the pharmacy.' : `You can only cancel an order while it is Pending; this one is ${order.status}.`,
      );
    }
    if (to === order.status) throw conflict(`The order is already ${to}. ${allowedText(order.status)}`);
    if (!NEXT_STATUSES[order.status].includes(to)) throw conflict(`An order cannot go from ${order.status} to ${to}. ${allowedText(order.status)}`);

    const from = (Object.keys(NEXT_STATUSES) as OrderStatus[]).filter((s) => NEXT_STATUSES[s].includes(to));
    const allowedFrom = caller.role === 'admin' ? from : (['Pending'] as const);
    let refund: Record<string, unknown> | null = null;
    const payment = to === 'Canceled' ? await this.payments.byReference(order.paymentReference) : null;
    const result = await this.repository.changeStatus(orderId, allowedFrom, to, async () => {
      if (payment) refund = await this.payments.requestRefund(payment);
    });
    if (!result.ok) {
      if (result.current === null) throw notFound('There is no order with this id.');
      throw conflict(`The order changed meanwhile and is now ${result.current}. ${allowedText(result.current)}`);
    }
    if (refund && payment) await this.payments.recordRefund(payment.reference, refund);
    return orderJson((await this.repository.byId(orderId))!);
  }
}

export { ORDER_STATUSES };
