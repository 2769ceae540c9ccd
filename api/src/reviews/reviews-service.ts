import type { FastifyBaseLogger } from 'fastify';
import type { LineDecision, ReviewDecision } from '../db/schema/index';
import { badRequest, conflict, forbidden, notFound, withCode } from '../lib/http-errors';
import { nairaToKobo } from '../lib/money';
import type { OrderNotifier } from '../checkout/order-notifier';
import type { OrderJson, OrdersService } from '../orders/orders-service';
import type { PaymentsService, RefundRequest } from '../payments/payments-service';
import type { AuthUser } from '../plugins/types';
import type { PrescriptionsService } from '../prescriptions/prescriptions-service';
import type { StockService } from '../stock/stock-service';
import { ReviewsRepository } from './reviews-repository';
import type { DecisionInput, ReviewItemJson } from './reviews-schemas';

export type { DecisionInput, ReviewItemJson };

const lineKobo = (line: OrderJson['orderItems'][number]) => nairaToKobo(line.price) * line.quantity;

/**
 * The pharmacist's review of orders holding prescription-only medicine. Pharmacists only (the
 * database's flag). Each prescription line is approved or rejected; what is rejected is refunded
 * through the payment's refunds and its units go back on the shelf, in the transaction that
 * takes the order out of AwaitingReview under its row lock; the decision is kept on the order and
 * the shopper is emailed.
 */
export class PharmacistReviewService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly stock: StockService,
    private readonly prescriptions: PrescriptionsService,
    private readonly notifier: OrderNotifier,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async item(pharmacist: AuthUser, order: OrderJson, ip: string | null): Promise<ReviewItemJson> {
    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      placedAt: order.orderDate,
      customerName: order.customer.name,
      // Reading the prescription is logged under the pharmacist's name.
      prescription: order.prescriptionId ? await this.prescriptions.forReview(pharmacist, order.prescriptionId, ip) : null,
      lines: order.orderItems.map((l) => ({
        lineId: l.lineId,
        medicineName: l.medicineName,
        quantity: l.quantity,
        price: l.price,
        requiresPrescription: l.requiresPrescription,
      })),
      totalPrice: order.totalPrice,
      deliveryFee: order.deliveryFee,
    };
  }

  /** The queue: orders awaiting review, oldest first. */
  async queue(pharmacist: AuthUser, ip: string | null): Promise<ReviewItemJson[]> {
    const waiting = await this.orders.byIds(await this.repository.waitingOrderIds());
    const items: ReviewItemJson[] = [];
    for (const order of waiting) items.push(await this.item(pharmacist, order, ip));
    return items;
  }

  async one(pharmacist: AuthUser, orderId: string, ip: string | null): Promise<ReviewItemJson> {
    const [order] = await this.orders.byIds([orderId]);
    if (!order) throw notFound('There is no order with this id.');
    if (order.status !== 'AwaitingReview') {
      throw withCode(conflict(`This order is not awaiting review: it is ${order.status}.`), 'review-decided');
    }
    return this.item(pharmacist, order, ip);
  }

  async decide(pharmacist: AuthUser, orderId: string, input: DecisionInput): Promise<OrderJson> {
    // Everything is read before the order's lock is taken: on PGlite one connection serves all,
    // so a query outside the locking transaction would wait for ever.
    const [order] = await this.orders.byIds([orderId]);
    if (!order) throw notFound('There is no order with this id.');
    if (order.status !== 'AwaitingReview') {
      throw withCode(conflict(`This order has already been reviewed: it is now ${order.status}.`), 'review-decided');
    }
    const me = await this.repository.pharmacist(pharmacist.id);
    if (!me?.isPharmacist) throw forbidden('Only a pharmacist can do this.');

    const reviewed = order.orderItems.filter((l) => l.requiresPrescription);
    const byId = new Map(order.orderItems.map((l) => [l.lineId, l]));
    const seen = new Set<string>();
    for (const line of input.lines) {
      const found = byId.get(line.lineId);
      if (!found)
        throw badRequest('A line named is not part of this order.', [{ field: 'lines', message: `Unknown line ${line.lineId}.` }]);
      if (!found.requiresPrescription)
        throw badRequest(`${found.medicineName} needs no prescription; only prescription lines are reviewed.`, [
          { field: 'lines', message: `${found.medicineName} is not a prescription line.` },
        ]);
      if (seen.has(line.lineId))
        throw badRequest('Each line is decided once.', [{ field: 'lines', message: `Line ${line.lineId} twice.` }]);
      seen.add(line.lineId);
    }
    const missing = reviewed.filter((l) => !seen.has(l.lineId));
    if (missing.length) {
      throw badRequest(`Decide every prescription line: ${missing.map((l) => l.medicineName).join(', ')}.`, [
        { field: 'lines', message: 'Every prescription line needs a decision.' },
      ]);
    }
    const decisions: { lineId: string; decision: LineDecision }[] = input.lines.map((l) => ({
      lineId: l.lineId,
      decision: l.approved ? 'approved' : 'rejected',
    }));
    const rejected = input.lines.filter((l) => !l.approved).map((l) => byId.get(l.lineId)!);
    const reason = input.reason?.trim() || null;
    if (rejected.length && (!reason || reason.length < 3)) {
      throw badRequest('Give the patient a reason for what you reject (at least 3 characters).', [
        { field: 'reason', message: 'A reason is required when a line is rejected.' },
      ]);
    }
    const nothingLeft = rejected.length === order.orderItems.length;
    const decision: ReviewDecision = rejected.length === 0 ? 'approved' : nothingLeft ? 'rejected' : 'partial';
    const rejectedKobo = rejected.reduce((sum, l) => sum + lineKobo(l), 0);

    const payment = await this.payments.byReference(order.paymentReference);
    const live = payment ? await this.payments.liveRefunds(payment.reference) : [];
    let request: RefundRequest = { kind: 'none' };
    const decided = await this.orders.leaveReview(orderId, nothingLeft ? 'Canceled' : 'Pending', async (tx) => {
      if (payment && rejected.length) {
        // Rejected entirely: all that was charged (items and delivery) goes back; in part: the rejected lines.
        request = await this.payments.requestRefund(payment, live, {
          amountKobo: nothingLeft ? undefined : rejectedKobo,
          note: `Prescription review of order ${order.orderNumber}`,
        });
      }
      const made = request as RefundRequest;
      const refundKobo = made.kind === 'requested' ? made.amountKobo : 0;
      await new ReviewsRepository(tx).record(orderId, decisions, {
        pharmacistId: pharmacist.id,
        pharmacistName: me.name.trim() || pharmacist.name,
        pharmacistRegistration: me.registration,
        decision,
        reason: rejected.length ? reason : null,
        refundKobo,
      });
      if (nothingLeft) await this.stock.returnForOrder(orderId, tx);
      else if (rejected.length)
        await this.stock.returnMedicinesForOrder(
          orderId,
          rejected.flatMap((l) => (l.medicineId ? [l.medicineId] : [])),
          tx,
        );
    });
    if (payment) await this.payments.recordRefundRequest(payment, request);
    this.log.info({ orderId, decision, pharmacist: pharmacist.id }, 'prescription review decided');
    await this.notifier.reviewed(decided);
    return decided;
  }
}
