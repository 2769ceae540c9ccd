import type { FastifyBaseLogger } from 'fastify';
import type { CartJson, CartService } from '../cart/cart-service';
import type { DeliveryService, QuoteJson } from '../delivery/delivery-service';
import { quoteJson } from '../delivery/delivery-service';
import type { Database } from '../db/client';
import type { OrderStatus, Payment } from '../db/schema/index';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-errors';
import type { OrderJson, OrdersService } from '../orders/orders-service';
import type { PaystackTransaction } from '../payments/paystack-client';
import type { InitiateInput, PaymentsService } from '../payments/payments-service';
import type { OrderNotifier } from '../orders/order-notifier';
import type { AuthUser } from '../plugins/types';
import type { StockService } from '../stock/stock-service';
import type { PrescriptionsService } from '../prescriptions/prescriptions-service';
import { refundAndRestock } from '../workflows/refund-and-restock';

type Placed = { orderId: string; created: boolean };

export type ReconcileOptions = {
  /** Paid payments younger than this are re-verified now and then (reversals made outside the shop). */
  paidWithinMs: number;
  /** ...at most once per this interval each. */
  recheckPaidEveryMs: number;
  /** At most this many provider calls of each kind per run. */
  batch: number;
};

export type ReconcileReport = {
  pendingChecked: number;
  nowPaid: number;
  ordersPlaced: number;
  nowClosed: number;
  paidChecked: number;
  reversed: number;
  refundsChecked: number;
  refundsChanged: number;
  errors: number;
};

export const DEFAULT_RECONCILE: ReconcileOptions = { paidWithinMs: 30 * 24 * 3600_000, recheckPaidEveryMs: 6 * 3600_000, batch: 50 };

/**
 * From a payment to an order, read top to bottom. The payments, orders and cart services each
 * keep their own tables and never call one another; this service calls them in turn:
 *
 * - a payment is settled only on our own verify call to the provider (`payments.confirmWithProvider`),
 *   whether the shopper's browser returns (verify, Order/place) or a webhook arrives — a webhook
 *   event is only a reason to ask;
 * - a successful payment gets its order in one transaction: the payment row locked, the order
 *   created from the payment's cart snapshot (once per payment), the paid lines taken out of the cart;
 * - cancelling a paid order refunds it while the order row is locked.
 */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly carts: CartService,
    private readonly log: FastifyBaseLogger,
    /** Units on hand: taken when an order is placed, given back when it is cancelled. */
    private readonly stock: StockService,
    private readonly delivery: DeliveryService,
    private readonly notifier: OrderNotifier,
    /** The pharmacy rule: prescription-only medicine is paid for only with the shopper's own, current prescription. */
    private readonly prescriptions: PrescriptionsService,
  ) {}

  /**
   * POST /api/payment/initiate: the delivery charge for the address (typed or saved; the server
   * alone computes the fee, for the cart's items as priced by the payment step), then the payment
   * for items + delivery.
   */
  async initiate(caller: AuthUser, input: InitiateInput) {
    return this.payments.initiate(
      input,
      (itemsKobo) => this.delivery.charge(input.userId, input, itemsKobo, caller.name),
      (cart) => this.prescriptions.forCheckout(input.userId, input.prescriptionId, cart.lines),
    );
  }

  /** POST /api/checkout/quote: what the cart would cost delivered to a zone or a saved address, and when it would arrive. */
  async quote(
    caller: AuthUser,
    input: { zone?: string; addressId?: string },
  ): Promise<QuoteJson & { prescriptionRequired: boolean; prescriptionItems: string[] }> {
    const cart = await this.payments.cartSnapshot(caller.id);
    const itemsKobo = cart.totalKobo;
    const charge = input.addressId
      ? await this.delivery.charge(caller.id, { addressId: input.addressId }, itemsKobo, caller.name)
      : await this.delivery.chargeForZone(input.zone ?? '', itemsKobo);
    const prescriptionItems = cart.lines.filter((l) => l.requiresPrescription).map((l) => l.medicineName);
    return { ...quoteJson(charge, itemsKobo), prescriptionRequired: prescriptionItems.length > 0, prescriptionItems };
  }

  /** POST /api/Order/{id}/reorder: the order's lines still sold go back in the owner's cart, at today's prices. */
  async reorder(caller: AuthUser, orderId: string) {
    const order = await this.orders.get(caller, orderId);
    if (order.userId !== caller.id) throw forbidden('Only the customer who placed this order can reorder it.');
    const added: { medicineId: string; medicineName: string; quantity: number }[] = [];
    const unavailable: { medicineName: string; quantity: number; reason: string }[] = [];
    for (const line of order.orderItems) {
      if (!line.medicineId) {
        unavailable.push({ medicineName: line.medicineName, quantity: line.quantity, reason: 'No longer sold.' });
        continue;
      }
      try {
        await this.carts.add(order.userId, line.medicineId, line.quantity);
        added.push({ medicineId: line.medicineId, medicineName: line.medicineName, quantity: line.quantity });
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
        unavailable.push({ medicineName: line.medicineName, quantity: line.quantity, reason: err.message });
      }
    }
    const message =
      added.length === 0
        ? `None of the medicines of order ${order.orderNumber} could be added to your cart.`
        : `${added.length} of ${order.orderItems.length} medicine(s) of order ${order.orderNumber} added to your cart at today's prices.`;
    const cart: CartJson = await this.carts.cart(order.userId, message);
    return { message, added, unavailable, cart };
  }

  /** GET /api/payment/verify/{ref}: asks the provider, records its answer, places the order when paid. */
  async verifyPayment(caller: AuthUser, reference: string) {
    const payment = await this.payments.confirmWithProvider(await this.payments.visiblePayment(caller, reference));
    const placed = payment.status === 'success' ? await this.placeOrderFor(payment) : null;
    return this.payments.verifyAnswer(payment, placed?.orderId ?? null);
  }

  /**
   * A signed provider event. `charge.success` may come many times, late, or forged with a leaked
   * key: it only makes us verify the reference with the provider ourselves, and each time after the
   * first changes nothing. Throws when that can't be done now, so the provider retries.
   */
  async handleProviderEvent(event: { event?: string; data?: Partial<PaystackTransaction> & { transaction_reference?: unknown } }) {
    if (typeof event.event === 'string' && event.event.startsWith('refund.')) {
      // refund.pending / processing / processed / failed / needs-attention: only a reason to ask the provider.
      const reference = event.data?.transaction_reference;
      if (typeof reference === 'string') await this.payments.handleRefundEvent(reference);
      return;
    }
    if (event.event !== 'charge.success' || typeof event.data?.reference !== 'string') return;
    const payment = await this.payments.byReference(event.data.reference);
    if (!payment) {
      this.log.warn({ reference: event.data.reference }, 'charge.success for an unknown reference');
      return;
    }
    const confirmed = await this.payments.confirmWithProvider(payment);
    if (confirmed.status === 'success') await this.placeOrderFor(confirmed);
    else
      this.log.warn(
        { reference: payment.reference, status: confirmed.status },
        'charge.success that the provider does not confirm; no order',
      );
  }

  /**
   * POST /api/Order/place: for the given payment reference, or the user's latest paid (or still
   * pending, then verified now) cart payment that has no order yet.
   */
  async placeOrder(caller: AuthUser, userId: string, reference?: string): Promise<{ order: OrderJson; created: boolean }> {
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
    payment = await this.payments.confirmWithProvider(payment);
    if (payment.status !== 'success') {
      const message =
        payment.status === 'pending'
          ? 'This payment has not been completed yet, so no order was placed.'
          : `This payment ${payment.status === 'failed' ? 'failed' : 'was abandoned'}, so no order was placed.`;
      throw badRequest(message, [{ field: 'reference', message }]);
    }
    const placed = await this.placeOrderFor(payment);
    if (!placed) throw new HttpError(500, 'The order could not be placed.');
    return { order: await this.orders.get(caller, placed.orderId), created: placed.created };
  }

  /** PUT /api/Order/{id}/status; a cancelled paid order is refunded before the cancellation is saved. */
  async changeOrderStatus(caller: AuthUser, orderId: string, to: OrderStatus): Promise<OrderJson> {
    if (to !== 'Canceled') {
      const changed = await this.orders.changeStatus(caller, orderId, to);
      await this.notifier.statusChanged(changed, null);
      return changed;
    }
    // A paid order's money goes back and the units it took return to the shelf, under the order's lock.
    const { paymentReference } = await this.orders.get(caller, orderId);
    const {
      result: changed,
      payment,
      request,
    } = await refundAndRestock(
      { payments: this.payments, stock: this.stock },
      { orderId, paymentReference, refund: {}, restock: 'all' },
      (underLock) => this.orders.changeStatus(caller, orderId, to, (_order, transaction) => underLock(transaction)),
    );
    const refundKobo =
      request.kind === 'requested'
        ? request.amountKobo
        : request.kind === 'none' || !payment
          ? null
          : (payment.chargedKobo ?? payment.amountKobo);
    await this.notifier.statusChanged(changed, refundKobo);
    return changed;
  }

  /**
   * The reconciliation run (interval job and the admin button): payments stuck pending are verified
   * again (and get their order when paid), recently paid ones are checked for a reversal made
   * outside the shop, and refunds on their way are fetched. A failure with one item does not stop the rest.
   */
  async reconcile(options: ReconcileOptions = DEFAULT_RECONCILE): Promise<ReconcileReport> {
    const report: ReconcileReport = {
      pendingChecked: 0,
      nowPaid: 0,
      ordersPlaced: 0,
      nowClosed: 0,
      paidChecked: 0,
      reversed: 0,
      refundsChecked: 0,
      refundsChanged: 0,
      errors: 0,
    };
    const now = Date.now();
    // Pending for more than a minute: the shopper's browser did not come back, or the webhook was lost.
    for (const payment of await this.payments.stuckPending(new Date(now - 60_000), options.batch)) {
      report.pendingChecked++;
      try {
        const after = await this.payments.confirmWithProvider(payment);
        if (after.status === 'success') {
          report.nowPaid++;
          if ((await this.placeOrderFor(after))?.created) report.ordersPlaced++;
        } else if (after.status !== 'pending') report.nowClosed++;
      } catch (err) {
        report.errors++;
        this.log.warn({ err, reference: payment.reference }, 'reconcile: pending payment not checked');
      }
    }
    for (const payment of await this.payments.paidToRecheck(
      new Date(now - options.paidWithinMs),
      new Date(now - options.recheckPaidEveryMs),
      options.batch,
    )) {
      report.paidChecked++;
      try {
        const after = await this.payments.recheckPaid(payment);
        if (after.providerStatus === 'reversed') report.reversed++;
      } catch (err) {
        report.errors++;
        this.log.warn({ err, reference: payment.reference }, 'reconcile: paid payment not checked');
      }
    }
    for (const refund of await this.payments.openRefunds(options.batch)) {
      report.refundsChecked++;
      try {
        if ((await this.payments.refreshRefund(refund)).status !== refund.status) report.refundsChanged++;
      } catch (err) {
        report.errors++;
        this.log.warn({ err, refund: refund.id }, 'reconcile: refund not checked');
      }
    }
    if (report.nowPaid || report.reversed || report.refundsChanged || report.errors) this.log.info({ report }, 'payments reconciled');
    return report;
  }

  /** The order of a successful cart payment, placed once (then its receipt is emailed), with the paid lines leaving the cart in the same transaction. */
  private async placeOrderFor(payment: Payment): Promise<Placed | null> {
    if (payment.paymentType !== 'medicine') return null;
    const placed = await this.db.transaction(async (transaction) => {
      const locked = await this.payments.lockForOrder(payment.reference, transaction);
      if (!locked || locked.status !== 'success' || !locked.cartSnapshot) return null;
      const paid = { ...locked, cartSnapshot: locked.cartSnapshot };
      const result = await this.orders.createFromPayment(paid, transaction);
      if (result.kind === 'created') await this.carts.removePaidLines(locked.userId, paid.cartSnapshot.lines, transaction);
      if (result.kind === 'created') await this.stock.takeForOrder(result.orderId, paid.cartSnapshot.lines, transaction);
      return { orderId: result.orderId, created: result.kind === 'created' };
    });
    if (placed?.created) await this.notifier.placed(placed.orderId);
    return placed;
  }
}
