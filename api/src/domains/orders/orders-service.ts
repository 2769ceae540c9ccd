import type { Database } from '../../platform/db/client';
import { type CartSnapshot, type Order, ORDER_STATUSES, type OrderStatus, type Payment } from '../../platform/db/schema/index';
import { deliveryWindow, normalizeNigerianPhone, PHONE_MESSAGE } from '../delivery/delivery-rules';
import { badRequest, conflict, fieldError, forbidden, notFound, withCode } from '../../platform/lib/http-errors';
import { koboToNaira } from '../../platform/lib/money';
import type { AuthUser } from '../../platform/plugins/types';
import type { AuditService } from '../audit/audit-service';
import { type PaymentsService, type RefundSummary, refundTimelineText } from '../payments/payments-service';
import { orderNumberLabel } from './order-number';
import { coldBoxRequired } from './cold-chain-packing';
import {
  type DeliveryColumns,
  type OrderFilter,
  type OrderSort,
  OrdersRepository,
  type OrderWithLines,
  type ReviewedLine,
  type ReviewRecord,
} from './orders-repository';
import type { OrderJson } from './orders-schemas';

export type { OrderJson };

export { orderNumberLabel };

/** Reads what each payment has given back (the payments domain's). */
export type RefundReader = Pick<PaymentsService, 'refundSummaries'>;

export function orderJson(o: OrderWithLines, refund: RefundSummary | null = null): OrderJson {
  const refundedKobo = Math.min(refund?.refundedKobo ?? 0, o.totalKobo);
  return {
    orderId: o.id,
    orderNumber: orderNumberLabel(o.orderNumber),
    userId: o.userId,
    totalPrice: koboToNaira(o.totalKobo),
    itemsTotal: koboToNaira(o.totalKobo - o.deliveryFeeKobo + o.discountKobo),
    deliveryFee: koboToNaira(o.deliveryFeeKobo),
    discount: koboToNaira(o.discountKobo),
    discountCode: o.discountCode,
    deliveryAddress: o.deliveryAddress,
    deliveryWindow:
      o.deliveryMinDays === null || o.deliveryMaxDays === null ? null : deliveryWindow(o.deliveryMinDays, o.deliveryMaxDays, o.createdAt),
    customer: { ...o.customer, phone: o.deliveryAddress?.phone ?? null },
    rider: o.riderName && o.riderPhone ? { name: o.riderName, phone: o.riderPhone } : null,
    fulfilment: {
      kind: o.fulfilment,
      location: o.location,
      readyAt: o.pickupReadyAt ? o.pickupReadyAt.toISOString() : null,
      pickedUpAt: o.pickedUpAt ? o.pickedUpAt.toISOString() : null,
    },
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    payOnDelivery: o.payOnDelivery ? { state: o.payOnDelivery.state, toPay: koboToNaira(o.payOnDelivery.amountKobo) } : null,
    orderDate: o.createdAt.toISOString(),
    status: o.status,
    orderItems: o.lines.map((l) => ({
      lineId: l.id,
      medicineId: l.medicineId,
      medicineName: l.medicineName,
      quantity: l.quantity,
      price: koboToNaira(l.unitPriceKobo),
      requiresPrescription: l.requiresPrescription,
      reviewDecision: l.reviewDecision,
      batches: o.batches
        .filter((b) => b.medicineId === l.medicineId)
        .map((b) => ({ lotNumber: b.lotNumber, expiryDate: b.expiryDate, quantity: b.quantity })),
    })),
    prescriptionId: o.prescriptionId,
    review: o.review
      ? {
          decision: o.review.decision,
          reason: o.review.reason,
          decidedAt: o.review.decidedAt.toISOString(),
          pharmacistName: o.review.pharmacistName,
          pharmacistRegistration: o.review.pharmacistRegistration,
          beforePayment: o.review.beforePayment,
          refund: koboToNaira(o.review.refundKobo),
        }
      : null,
    paymentReference: o.paymentReference,
    shippingAddress: o.shippingAddress,
    statusHistory: o.history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    refundedAmount: koboToNaira(refundedKobo),
    // Paid at the door and not yet paid: nothing paid so far.
    amountPaid: o.payOnDelivery && o.payOnDelivery.state !== 'paid' && !o.paidAt ? 0 : koboToNaira(o.totalKobo - refundedKobo),
    refundStatus: refund?.status ?? null,
    refundExpectedWithin: refundTimelineText(),
  };
}

/** The rider an admin names when shipping an order, as sent. */
export type RiderInput = { name: string; phone: string };

/**
 * Checks the rider sent with a status change: only admins name one, only with Shipped, with a
 * Nigerian mobile number (the delivery phone's rule). Answers the columns to save, or {} without one.
 */
function riderColumns(caller: AuthUser, to: OrderStatus, rider: RiderInput | undefined): { riderName?: string; riderPhone?: string } {
  if (!rider) return {};
  if (caller.role !== 'admin') throw forbidden('Only the pharmacy names the rider of an order.');
  if (to !== 'Shipped') throw badRequest(`A rider is given only when the order is Shipped, not ${to}.`);
  const name = rider.name.trim();
  if (!name) throw fieldError('rider.name', "Give the rider's name.");
  const phone = normalizeNigerianPhone(rider.phone);
  if (!phone) throw fieldError('rider.phone', PHONE_MESSAGE);
  return { riderName: name, riderPhone: phone };
}

/**
 * Where an order may go next. Delivered and Canceled are final. An order awaiting a pharmacist
 * moves on only by the pharmacist's decision (workflows/pharmacist-review), or is cancelled.
 */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  AwaitingReview: ['Canceled'],
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
    /** An admin's status change goes in the audit log, in the same transaction as the change. */
    private readonly audit: AuditService | null = null,
    /** The refunded amount and state in every order answer. */
    private readonly refunds: RefundReader | null = null,
  ) {}

  /** Orders as answered: each with what its payment has given back. */
  private async answers(rows: OrderWithLines[]): Promise<OrderJson[]> {
    const refunds = this.refunds && rows.length ? await this.refunds.refundSummaries(rows.map((r) => r.paymentReference)) : new Map();
    return rows.map((r) => orderJson(r, refunds.get(r.paymentReference) ?? null));
  }

  private async answer(row: OrderWithLines): Promise<OrderJson> {
    return (await this.answers([row]))[0];
  }

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
    return this.answer(await this.visibleOrder(caller, orderId));
  }

  /** For the order emails (no caller). */
  async byId(orderId: string): Promise<OrderJson | null> {
    const order = await this.repository.byId(orderId);
    return order ? this.answer(order) : null;
  }

  /** The order numbers (EPH-000123) of the orders placed from these payments, by payment reference. */
  async numbersOfPayments(references: string[]): Promise<Map<string, string>> {
    const found = await this.repository.numbersOfPayments(references);
    return new Map(found.map((o) => [o.paymentReference, orderNumberLabel(o.orderNumber)]));
  }

  async byPaymentReference(reference: string): Promise<OrderJson | null> {
    const order = await this.repository.byPaymentReference(reference);
    return order ? this.byId(order.id) : null;
  }

  /** The medicines of the shopper's orders placed since `since` and not cancelled, with each order's payment reference. */
  medicinesBoughtSince(userId: string, since: Date): Promise<{ paymentReference: string; medicineId: string }[]> {
    return this.repository.medicinesBoughtSince(userId, since);
  }

  async byUser(userId: string): Promise<OrderJson[]> {
    return this.answers(await this.repository.byUser(userId));
  }

  async list(sort: OrderSort, page: { limit: number; offset: number } | null, filter: OrderFilter = {}) {
    const { rows, total } = await this.repository.list(sort, page, filter);
    return { items: await this.answers(rows), total };
  }

  /**
   * A pharmacist's decision takes an order out of AwaitingReview (to Pending, or Canceled when
   * nothing of it was approved). `beforeCommit` runs under the order's row lock (the refund, the
   * decision's rows, the stock); two pharmacists at once: the second gets 409 review-decided.
   */
  async leaveReview(
    orderId: string,
    to: 'Pending' | 'Canceled',
    beforeCommit: (transaction: Database) => Promise<void>,
  ): Promise<OrderJson> {
    const result = await this.repository.changeStatus(orderId, ['AwaitingReview'], to, (_locked, tx) => beforeCommit(tx));
    if (!result.ok) {
      if (result.current === null) throw notFound('There is no order with this id.');
      throw withCode(conflict(`This order has already been reviewed: it is now ${result.current}.`), 'review-decided');
    }
    return this.answer((await this.repository.byId(orderId))!);
  }

  /** The ids of the orders waiting for a pharmacist, oldest first. */
  awaitingReviewIds(): Promise<string[]> {
    return this.repository.awaitingReviewIds();
  }

  /** Inside leaveReview's lock: the lines' decisions and the review itself, kept with the order. */
  async recordReview(orderId: string, lines: readonly ReviewedLine[], review: ReviewRecord, transaction: Database): Promise<void> {
    await new OrdersRepository(transaction).recordReview(orderId, lines, review);
  }

  /** These orders, in the order of the ids given (the review queue's oldest first). */
  async byIds(ids: string[]): Promise<OrderJson[]> {
    const rows = new Map((await this.repository.byIds(ids)).map((r) => [r.id, r]));
    return this.answers(ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : [])));
  }

  /**
   * Pending -> Processing -> Shipped -> Delivered, or Pending/Processing -> Canceled. Admins move
   * orders (and may name the rider with Shipped); a user may only cancel their own Pending order. `beforeCommit` runs while the order's
   * row is locked and the move is not yet saved (the checkout's refund for a cancellation): if it
   * throws, nothing changes.
   */
  /**
   * A cancellation the shop decides without a caller (a refusal at the door, a pickup never
   * collected): from one of `from` only, under the order's lock, `beforeCommit` holding it. False
   * when the order had moved on (already cancelled, delivered).
   */
  async cancelFrom(
    orderId: string,
    from: readonly OrderStatus[],
    beforeCommit?: (order: Order, transaction: Database) => Promise<void>,
  ): Promise<boolean> {
    return (await this.repository.changeStatus(orderId, from, 'Canceled', beforeCommit)).ok;
  }

  /**
   * A rider's delivery step (workflows/last-mile): under the order's row lock, `decide` answers the
   * status to move to and the columns to set; null when there is no such order.
   */
  /** The names of the order's fridge medicines (store at 2–8 °C); none for an order without one. */
  coldChainLines(orderId: string): Promise<string[]> {
    return this.repository.coldChainLines(orderId);
  }

  deliveryStep<T>(
    orderId: string,
    decide: (order: Order, transaction: Database) => Promise<{ status?: OrderStatus; set?: DeliveryColumns; result: T }>,
  ) {
    return this.repository.deliveryStep(orderId, decide);
  }

  async changeStatus(
    caller: AuthUser,
    orderId: string,
    to: OrderStatus,
    beforeCommit?: (order: OrderWithLines, transaction: Database) => Promise<void>,
    rider?: RiderInput,
  ): Promise<OrderJson> {
    const riderSet = riderColumns(caller, to, rider);
    const order = await this.visibleOrder(caller, orderId);
    const cancellable = order.status === 'Pending' || order.status === 'AwaitingReview';
    if (caller.role !== 'admin' && !(to === 'Canceled' && cancellable)) {
      throw forbidden(
        cancellable
          ? 'You can cancel your order; other changes are made by the pharmacy.'
          : `You can only cancel an order while it is Pending; this one is ${order.status}.`,
      );
    }
    if (to === order.status) throw conflict(`The order is already ${to}. ${allowedText(order.status)}`);
    if (order.status === 'AwaitingReview' && to !== 'Canceled') {
      throw withCode(
        conflict("This order is awaiting a pharmacist's review of its prescription; it moves on when the pharmacist approves it."),
        'awaiting-review',
      );
    }
    if (!NEXT_STATUSES[order.status].includes(to))
      throw conflict(`An order cannot go from ${order.status} to ${to}. ${allowedText(order.status)}`);

    // Handed to the rider: a fridge medicine must be ticked as packed last in a cold box (cold-chain-packing.ts); its hand-over time is kept.
    const coldItems = to === 'Shipped' ? await this.repository.coldChainLines(orderId) : [];
    const coldHandOver = coldItems.length > 0 ? { coldChainHandedOverAt: new Date() } : {};
    const from = (Object.keys(NEXT_STATUSES) as OrderStatus[]).filter((s) => NEXT_STATUSES[s].includes(to));
    const allowedFrom = caller.role === 'admin' ? from : (['Pending', 'AwaitingReview'] as const);
    const audited = caller.role === 'admin' && this.audit;
    const result = await this.repository.changeStatus(
      orderId,
      allowedFrom,
      to,
      beforeCommit || audited || coldItems.length > 0
        ? async (locked, tx) => {
            if (coldItems.length > 0 && !locked.coldBoxPackedAt) throw coldBoxRequired(coldItems);
            if (beforeCommit) await beforeCommit(order, tx);
            if (audited)
              await audited.record(
                caller,
                {
                  entityType: 'order',
                  entityId: orderId,
                  entityName: orderNumberLabel(order.orderNumber),
                  action: 'status',
                  changes: {
                    status: { from: order.status, to },
                    ...(riderSet.riderName ? { rider: { from: null, to: riderSet.riderName } } : {}),
                  },
                },
                tx,
              );
          }
        : undefined,
      { ...riderSet, ...coldHandOver },
    );
    if (!result.ok) {
      if (result.current === null) throw notFound('There is no order with this id.');
      throw conflict(`The order changed meanwhile and is now ${result.current}. ${allowedText(result.current)}`);
    }
    return this.answer((await this.repository.byId(orderId))!);
  }
}

export { ORDER_STATUSES };
