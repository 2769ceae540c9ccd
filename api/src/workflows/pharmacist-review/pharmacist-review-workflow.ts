import type { FastifyBaseLogger } from 'fastify';
import type { ReviewDecision } from '../../platform/db/schema/index';
import type { AuditService } from '../../domains/audit/audit-service';
import type { IdentityService } from '../../domains/identity/identity-service';
import { badRequest, conflict, forbidden, notFound, withCode } from '../../platform/lib/http-errors';
import { nairaToKobo } from '../../platform/lib/money';
import { pharmacistWithPcn } from '../../platform/lib/pharmacist-name';
import type { OrderNotifier } from '../../domains/orders/order-notifier';
import type { ReviewedLine } from '../../domains/orders/orders-repository';
import type { OrderJson, OrdersService } from '../../domains/orders/orders-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { AuthUser } from '../../platform/plugins/types';
import type { PrescriptionsService } from '../../domains/prescriptions/prescriptions-service';
import type { StockService } from '../../domains/stock/stock-service';
import { refundAndRestock } from '../refund-and-restock';
import type { DecisionInput, ReviewItemJson } from './pharmacist-review-schemas';
import type { MedicationProfilesService } from '../../domains/medication-profiles/medication-profiles-service';

type ReviewAlert = NonNullable<ReviewItemJson['safety']>['alerts'][number];

export type { DecisionInput, ReviewItemJson };

type Line = OrderJson['orderItems'][number];

/** What a pharmacist's answer decides, once checked against the order. */
type Verdict = {
  decisions: ReviewedLine[];
  rejected: Line[];
  /** The reason the shopper reads (only when something is rejected). */
  reason: string | null;
  decision: ReviewDecision;
  /** Every line rejected: the order is cancelled and refunded in full. */
  nothingLeft: boolean;
  rejectedKobo: number;
};

const lineKobo = (line: Line) => nairaToKobo(line.price) * line.quantity;

/**
 * Every prescription line decided once, no other line named, and a reason for what is rejected. An
 * order the clinical checks sent here (`everyLine`) has every line decided.
 */
function judge(order: OrderJson, input: DecisionInput, everyLine = false): Verdict {
  const reviewed = (l: Line) => l.requiresPrescription || everyLine;
  const byId = new Map(order.orderItems.map((l) => [l.lineId, l]));
  const seen = new Set<string>();
  for (const line of input.lines) {
    const found = byId.get(line.lineId);
    if (!found) throw badRequest('A line named is not part of this order.', [{ field: 'lines', message: `Unknown line ${line.lineId}.` }]);
    if (!reviewed(found))
      throw badRequest(`${found.medicineName} needs no prescription; only prescription lines are reviewed.`, [
        { field: 'lines', message: `${found.medicineName} is not a prescription line.` },
      ]);
    if (seen.has(line.lineId)) throw badRequest('Each line is decided once.', [{ field: 'lines', message: `Line ${line.lineId} twice.` }]);
    seen.add(line.lineId);
  }
  const missing = order.orderItems.filter((l) => reviewed(l) && !seen.has(l.lineId));
  if (missing.length) {
    throw badRequest(`Decide every prescription line: ${missing.map((l) => l.medicineName).join(', ')}.`, [
      { field: 'lines', message: 'Every prescription line needs a decision.' },
    ]);
  }
  const rejected = input.lines.filter((l) => !l.approved).map((l) => byId.get(l.lineId)!);
  const reason = input.reason?.trim() || null;
  if (rejected.length && (!reason || reason.length < 3)) {
    throw badRequest('Give the patient a reason for what you reject (at least 3 characters).', [
      { field: 'reason', message: 'A reason is required when a line is rejected.' },
    ]);
  }
  const nothingLeft = rejected.length === order.orderItems.length;
  return {
    decisions: input.lines.map((l) => ({ lineId: l.lineId, decision: l.approved ? 'approved' : 'rejected' })),
    rejected,
    reason: rejected.length ? reason : null,
    decision: rejected.length === 0 ? 'approved' : nothingLeft ? 'rejected' : 'partial',
    nothingLeft,
    rejectedKobo: rejected.reduce((sum, l) => sum + lineKobo(l), 0),
  };
}

/**
 * The pharmacist's review of orders holding prescription-only medicine. Pharmacists only (the
 * database's flag), and never their own: an order a pharmacist placed, or one for their own
 * prescription, is left to another pharmacist. Each prescription line is approved or rejected;
 * what is rejected is refunded and its units go back on the shelf (../refund-and-restock)
 * in the transaction that takes the order out of AwaitingReview under its row lock; the decision
 * is kept on the order and the shopper is emailed.
 */
export class PharmacistReviewWorkflow {
  constructor(
    private readonly identity: IdentityService,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly stock: StockService,
    private readonly prescriptions: PrescriptionsService,
    private readonly notifier: OrderNotifier,
    private readonly audit: AuditService,
    private readonly log: FastifyBaseLogger,
    /** The profile of the person an order is for (each read audited). */
    private readonly profiles: MedicationProfilesService | null = null,
  ) {}

  /** What the clinical checks recorded at checkout (the payment's snapshot), with the person's profile read for this pharmacist. */
  private async safetyOf(pharmacist: AuthUser, order: OrderJson): Promise<ReviewItemJson['safety']> {
    const safety = (await this.payments.byReference(order.paymentReference))?.cartSnapshot?.safety;
    if (!safety) return null;
    const profile = safety.profileId && this.profiles ? await this.profiles.staffReadOne(pharmacist, order.userId, safety.profileId) : null;
    return {
      profile,
      alerts: safety.alerts.map((a) => ({ ...a, ingredient: a.ingredient ?? null })) as ReviewAlert[],
      acknowledged: Boolean(safety.acknowledged),
      review: safety.review,
      overriddenHoldId: safety.holdId ?? null,
    };
  }

  /** The checks sent this order to review: every line is decided. */
  private async everyLine(order: OrderJson): Promise<boolean> {
    return (await this.payments.byReference(order.paymentReference))?.cartSnapshot?.safety?.review === true;
  }

  /** The pharmacist placed this order, or it is for their own prescription. */
  private async isOwn(pharmacist: AuthUser, order: OrderJson): Promise<boolean> {
    if (order.userId === pharmacist.id) return true;
    return order.prescriptionId !== null && (await this.prescriptions.ownerOf(order.prescriptionId)) === pharmacist.id;
  }

  /** The order, if it awaits review and is not the pharmacist's own (403 review-own-order). */
  private async awaiting(pharmacist: AuthUser, orderId: string, decided: (status: string) => string): Promise<OrderJson> {
    const [order] = await this.orders.byIds([orderId]);
    if (!order) throw notFound('There is no order with this id.');
    if (await this.isOwn(pharmacist, order)) {
      throw withCode(forbidden('This is your own order or your own prescription: another pharmacist must review it.'), 'review-own-order');
    }
    if (order.status !== 'AwaitingReview') throw withCode(conflict(decided(order.status)), 'review-decided');
    return order;
  }

  private async item(pharmacist: AuthUser, order: OrderJson, ip: string | null): Promise<ReviewItemJson> {
    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      placedAt: order.orderDate,
      customerName: order.customer.name,
      customerPhone: order.customer.phone,
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
      safety: await this.safetyOf(pharmacist, order),
    };
  }

  /** The queue: orders awaiting review, oldest first, without the pharmacist's own (another pharmacist's to review). */
  async queue(pharmacist: AuthUser, ip: string | null): Promise<ReviewItemJson[]> {
    const waiting = await this.orders.byIds(await this.orders.awaitingReviewIds());
    const items: ReviewItemJson[] = [];
    for (const order of waiting) if (!(await this.isOwn(pharmacist, order))) items.push(await this.item(pharmacist, order, ip));
    return items;
  }

  async one(pharmacist: AuthUser, orderId: string, ip: string | null): Promise<ReviewItemJson> {
    const order = await this.awaiting(pharmacist, orderId, (status) => `This order is not awaiting review: it is ${status}.`);
    return this.item(pharmacist, order, ip);
  }

  async decide(pharmacist: AuthUser, orderId: string, input: DecisionInput): Promise<OrderJson> {
    // Everything is read before the order's lock is taken: on PGlite one connection serves all,
    // so a query outside the locking transaction would wait for ever.
    const order = await this.awaiting(pharmacist, orderId, (status) => `This order has already been reviewed: it is now ${status}.`);
    const me = await this.identity.pharmacist(pharmacist.id);
    if (!me?.isPharmacist) throw forbidden('Only a pharmacist can do this.');
    const verdict = judge(order, input, await this.everyLine(order));
    const { result: decided } = await refundAndRestock(
      { payments: this.payments, stock: this.stock, notifier: this.notifier },
      {
        orderId,
        paymentReference: order.paymentReference,
        // Rejected entirely: all that was charged (items and delivery) goes back; in part: the rejected lines.
        refund: verdict.rejected.length
          ? {
              amountKobo: verdict.nothingLeft ? undefined : verdict.rejectedKobo,
              note: `Prescription review of order ${order.orderNumber}`,
            }
          : null,
        restock: verdict.nothingLeft ? 'all' : verdict.rejected.flatMap((l) => (l.medicineId ? [l.medicineId] : [])),
      },
      (underLock) => this.orders.leaveReview(orderId, verdict.nothingLeft ? 'Canceled' : 'Pending', underLock),
      async (transaction, request) => {
        const pharmacistName = me.name.trim() || pharmacist.name;
        await this.orders.recordReview(
          orderId,
          verdict.decisions,
          {
            pharmacistId: pharmacist.id,
            pharmacistName,
            pharmacistRegistration: me.registration,
            decision: verdict.decision,
            reason: verdict.reason,
            refundKobo: request.kind === 'requested' ? request.amountKobo : 0,
          },
          transaction,
        );
        // Every pharmacist decision is in the audit log, committed with the decision itself.
        await this.audit.record(
          pharmacist,
          {
            entityType: 'order',
            entityId: orderId,
            entityName: order.orderNumber,
            action: `review-${verdict.decision}`,
            changes: {
              status: { from: 'AwaitingReview', to: verdict.nothingLeft ? 'Canceled' : 'Pending' },
              pharmacist: { from: null, to: pharmacistWithPcn(pharmacistName, me.registration) },
              ...(verdict.reason ? { reason: { from: null, to: verdict.reason } } : {}),
              ...(verdict.rejected.length ? { rejected: { from: null, to: verdict.rejected.map((l) => l.medicineName) } } : {}),
            },
          },
          transaction,
        );
      },
      // The decision is told before a refund that already moved is.
      async (reviewed) => {
        this.log.info({ orderId, decision: verdict.decision, pharmacist: pharmacist.id }, 'prescription review decided');
        await this.notifier.reviewed(reviewed);
      },
    );
    return decided;
  }
}
