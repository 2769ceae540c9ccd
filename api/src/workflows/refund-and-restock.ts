import type { Database } from '../platform/db/client';
import type { Payment } from '../platform/db/schema/index';
import type { OrderNotifier } from '../domains/orders/order-notifier';
import type { PaymentsService, RefundRequest } from '../domains/payments/payments-service';
import type { StockService } from '../domains/stock/stock-service';

/** What goes back when an order (or part of it) is undone. */
export type RefundAndRestockPlan = {
  orderId: string;
  paymentReference: string;
  /**
   * The money: null refunds nothing; `{}` all of the charge the live refunds have not already
   * given back (a cancellation); `{ amountKobo }` that part (a pharmacist's rejected lines).
   */
  refund: { amountKobo?: number; note?: string } | null;
  /** The units: 'all' the order took (reason order-canceled), or those of these medicines (review-rejected). */
  restock: 'all' | readonly string[];
};

export type RefundAndRestockResult<T> = {
  /** What the order's own step answered. */
  result: T;
  /** The order's payment (null when it has none). */
  payment: Payment | null;
  request: RefundRequest;
};

/**
 * Refund and restock, the one sequence both a cancellation (OrderChanges.changeOrderStatus) and
 * a pharmacist's rejection (PharmacistReviewWorkflow.decide) run:
 *
 * 1. before the order's lock: its payment and the refunds already holding its money are read (on
 *    PGlite one connection serves all, so a query outside the locking transaction would wait for ever);
 * 2. `lockOrder` takes the order's row lock and moves its status; inside it, the refund is asked of
 *    the provider (no database), the units go back on the shelf, and `alsoUnderLock` records what
 *    the caller keeps (the review's decision) — a failure of any of them changes nothing;
 * 3. after the commit: the refund's row is recorded with payments; `announce` tells the shopper of
 *    the change itself (the cancellation, the review's decision); only then is the refund asked of
 *    the provider once (an event the provider sent before the row existed moved nothing), and the
 *    shopper is told of a refund that already moved, as the event would have told them. So the
 *    "refund sent" notice never comes before the notice of what was refunded.
 */
export async function refundAndRestock<T>(
  domains: { payments: PaymentsService; stock: StockService; notifier: Pick<OrderNotifier, 'refundsMoved'> },
  plan: RefundAndRestockPlan,
  lockOrder: (underLock: (transaction: Database) => Promise<void>) => Promise<T>,
  alsoUnderLock?: (transaction: Database, request: RefundRequest) => Promise<void>,
  announce?: (result: T, request: RefundRequest, payment: Payment | null) => Promise<void>,
): Promise<RefundAndRestockResult<T>> {
  const { payments, stock, notifier } = domains;
  const payment = await payments.byReference(plan.paymentReference);
  const live = payment ? await payments.liveRefunds(payment.reference) : [];
  let request: RefundRequest = { kind: 'none' };
  const result = await lockOrder(async (transaction) => {
    if (payment && plan.refund) request = await payments.requestRefund(payment, live, plan.refund);
    if (plan.restock === 'all') await stock.returnForOrder(plan.orderId, transaction);
    else if (plan.restock.length) await stock.returnMedicinesForOrder(plan.orderId, plan.restock, transaction);
    await alsoUnderLock?.(transaction, request);
  });
  if (payment) await payments.recordRefundRequest(payment, request);
  await announce?.(result, request, payment);
  if (payment && (request as RefundRequest).kind === 'requested')
    await notifier.refundsMoved(await payments.catchUpRefunds(payment.reference));
  return { result, payment, request };
}
