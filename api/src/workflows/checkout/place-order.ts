import { LAB_PAYMENT, type LabPaymentWorkflow } from '../lab-booking/lab-payment-workflow';
import type { FastifyBaseLogger } from 'fastify';
import type { CartService } from '../../domains/cart/cart-service';
import type { OrderNotifier } from '../../domains/orders/order-notifier';
import type { Database } from '../../platform/db/client';
import type { CartSnapshot, Payment } from '../../platform/db/schema/index';
import { payOnDeliveryState, settlePayOnDelivery } from '../../domains/fulfilment/pay-on-delivery-repository';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { CartApprovals } from '../../domains/prescriptions/cart-approvals';
import type { StockService } from '../../domains/stock/stock-service';
import type { PickupOrders } from '../../domains/orders/pickup';
import type { OrderParcels } from '../../domains/orders/order-parcels';
import { countOrderPlaced } from '../../platform/lib/metrics';
import { inSpan } from '../../platform/lib/tracing';
import { refillHolder } from '../../domains/refills/refill-holder';
import type { SafetyHolds } from '../../domains/medication-safety/safety-holds';

/** The one parcel chosen at checkout, at the location the order was placed at (else none kept). */
function onePlacedAt(snapshot: CartSnapshot, locationId: string | null): CartSnapshot['parcels'] {
  const one = snapshot.parcels?.[0];
  return one && locationId ? [{ ...one, locationId }] : undefined;
}

export type Placement = { kind: 'placed'; orderId: string; created: boolean } | { kind: 'withdrawn'; medicines: string[] };

/**
 * A refill's pay-link payment settled with its order, inside the placement's transaction (the
 * refill workflow records its cycle paid there, once: the verify call, the provider's event and the
 * reconciliation all place through here).
 */
export type RefillPaid = (
  paid: { cycleId: string; planId: string; reference: string; orderId: string; amountKobo: number },
  transaction: Database,
) => Promise<void>;

/** What the shopper is told when a paid cart held a medicine withdrawn from sale before its order was placed. */
export function withdrawnAfterPayment(medicines: string[]): string {
  const list = medicines.map((n) => `"${n}"`).join(', ');
  return `${list} ${medicines.length === 1 ? 'was' : 'were'} withdrawn from sale before your order was placed, so no order was placed and your payment is being refunded.`;
}

/**
 * From a successful cart payment to its order, once: in one transaction the payment row is locked,
 * the order created from the payment's cart snapshot, the paid lines taken out of the cart and the
 * units taken from stock; then the receipt is mailed. A paid line the shop has withdrawn since
 * (hidden, or deleted) is never sold: no order, the payment is refunded and flagged for an admin,
 * as a pharmacist's refusal is.
 */
export class OrderPlacement {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly carts: CartService,
    private readonly stock: StockService,
    private readonly approvals: CartApprovals,
    private readonly notifier: OrderNotifier,
    /** A lab booking's payment, settled by its own workflow (the booking is marked paid, once). */
    private readonly labPayments: LabPaymentWorkflow,
    private readonly log: FastifyBaseLogger,
    private readonly pickups: PickupOrders | null = null,
    private readonly parcels: OrderParcels | null = null,
    /** The refills domain's settlement of a pay-link payment (its cycle recorded paid with the order). */
    private readonly refillPaid: RefillPaid | null = null,
    /** A pharmacist's override of the clinical checks, used once by the order it let through. */
    private readonly safetyHolds: SafetyHolds | null = null,
  ) {}

  /** Places the order of a paid payment (a span `order.place`, the payment reference and the order on it). */
  placeFor(payment: Payment): Promise<Placement | null> {
    return inSpan('order.place', { 'payment.reference': payment.reference, 'payment.type': payment.paymentType }, async (span) => {
      const placed = await this.placeUntraced(payment);
      span.setAttribute(
        'order.placement',
        placed ? (placed.kind === 'placed' ? (placed.created ? 'created' : 'existing') : 'withdrawn') : 'none',
      );
      if (placed?.kind === 'placed') span.setAttribute('order.id', placed.orderId);
      return placed;
    });
  }

  private async placeUntraced(payment: Payment): Promise<Placement | null> {
    // A cart's payment, or a refill plan's charge of a saved card (its snapshot made by the refill run).
    if (payment.paymentType !== 'medicine' && payment.paymentType !== 'refill') {
      if (payment.paymentType === LAB_PAYMENT && payment.status === 'success') await this.labPayments.paid(payment);
      return null;
    }
    const existing = await this.orders.byPaymentReference(payment.reference);
    let closed: string | null = null;
    const placed = await this.db.transaction(async (transaction): Promise<Placement | null> => {
      const locked = await this.payments.charges.lockForOrder(payment.reference, transaction);
      if (!locked || locked.status !== 'success' || !locked.cartSnapshot) return null;
      const paid = { ...locked, cartSnapshot: locked.cartSnapshot };
      if (!existing) {
        const withdrawn = await this.carts.withdrawnAmong(paid.cartSnapshot.lines, transaction);
        if (withdrawn.length) return { kind: 'withdrawn', medicines: withdrawn.map((l) => l.medicineName) };
      }
      const result = await this.placeInside(paid, transaction);
      // Paid on delivery: the rider's link settled the order placed before payment (once: open → paid);
      // paid after the shopper refused it at the door or the shop cancelled it, the order stays cancelled and the money goes back.
      if (result.kind !== 'created' && paid.cartSnapshot.payOnDelivery && !(await settlePayOnDelivery(result.orderId, transaction)))
        closed = await payOnDeliveryState(result.orderId, transaction);
      // A refill paid through its pay link: its cycle is recorded paid in this same transaction.
      const paidRefill = paid.cartSnapshot.refill;
      if (paidRefill && this.refillPaid)
        await this.refillPaid(
          { ...paidRefill, reference: paid.reference, orderId: result.orderId, amountKobo: paid.amountKobo },
          transaction,
        );
      return { kind: 'placed', orderId: result.orderId, created: result.kind === 'created' };
    });
    if (placed?.kind === 'placed' && placed.created) {
      countOrderPlaced();
      await this.notifier.placed(placed.orderId);
    }
    if (placed?.kind === 'withdrawn') return this.refundWithdrawn(payment, placed);
    if (placed?.kind === 'placed' && (closed === 'refused' || closed === 'cancelled'))
      await this.refundWhole(
        payment,
        closed === 'refused' ? 'Paid after the delivery was refused at the door' : 'Paid after the pay-on-delivery order was cancelled',
        'The order stays cancelled; the payment was refunded.',
      );
    return placed;
  }

  /** The order of a payment, in the transaction holding its lock: created (its lines out of the cart, its units taken), or the one already placed. */
  private async placeInside(paid: Payment & { cartSnapshot: CartSnapshot }, transaction: Database) {
    const result = await this.orders.createFromPayment({ ...paid, cartSnapshot: await this.takeDecisions(paid, transaction) }, transaction);
    if (result.kind !== 'created') return result;
    // A refill plan's order was never in the cart: the cart stays as the shopper left it.
    if (!paid.cartSnapshot.refill) await this.carts.removePaidLines(paid.userId, paid.cartSnapshot.lines, transaction);
    const refill = paid.cartSnapshot.refill;
    if (refill) {
      // A refill's units were reserved before its charge (refill-run): they become the order's.
      await this.stock.reservations.takeReservedForOrder(
        refillHolder(refill.cycleId),
        result.orderId,
        paid.cartSnapshot.lines,
        transaction,
      );
    } else {
      // The pharmacy the shopper collects from, or the one the routing rule picks for the address.
      const pickup = paid.cartSnapshot.pickup ?? null;
      // A split the shopper chose before paying: each line from its parcel's location.
      const split = (paid.cartSnapshot.parcels?.length ?? 0) > 1 ? paid.cartSnapshot.parcels! : null;
      const { locationId } = await this.stock.takeForOrder(result.orderId, paid.cartSnapshot.lines, transaction, {
        address: paid.cartSnapshot.delivery?.address ?? null,
        pickupLocationId: pickup?.locationId ?? null,
        parcels: split?.map((p) => ({ locationId: p.locationId, medicineIds: p.lines.map((l) => l.medicineId) })),
      });
      await this.pickups?.record(result.orderId, pickup ? 'pickup' : 'delivery', locationId, transaction);
      // The later parcel goes where the rule routed it at placement; a split keeps its locations.
      const parcelsAt = split ? paid.cartSnapshot : { ...paid.cartSnapshot, parcels: onePlacedAt(paid.cartSnapshot, locationId) };
      await this.parcels?.record(result.orderId, parcelsAt, locationId, transaction);
    }
    return result;
  }

  /**
   * What a pharmacist decided before payment, taken by this payment's order before it is created:
   * an approval of the prescription-only lines (the order then starts approved, orders keeping who
   * approved) and a clinical-safety override are each used once; a refill plan's approval stands for
   * each of its refills. One taken first by another order (two checkouts paid on one decision, from
   * two tabs): this order is placed without it, so it waits for a pharmacist's review.
   */
  private async takeDecisions(paid: Payment & { cartSnapshot: CartSnapshot }, transaction: Database): Promise<CartSnapshot> {
    let snapshot = paid.cartSnapshot;
    const approval = snapshot.approval;
    if (approval && approval.source !== 'refill-plan' && !(await this.approvals.markUsed(approval.id, paid.reference, transaction)))
      snapshot = { ...snapshot, approval: undefined };
    const holdId = snapshot.safety?.holdId;
    if (holdId && this.safetyHolds && !(await this.safetyHolds.markUsed(holdId, paid.reference, transaction)))
      snapshot = { ...snapshot, safety: { ...snapshot.safety!, review: true } };
    return snapshot;
  }

  /**
   * Pay on delivery: the order of a payment not made yet, placed now (its units taken, so held for
   * it until delivered or refused). `alsoUnderLock` records it in the same transaction and may
   * refuse it, which undoes the whole placement.
   */
  async placeUnpaid(reference: string, alsoUnderLock: (orderId: string, transaction: Database) => Promise<void>): Promise<string> {
    const orderId = await this.db.transaction(async (transaction) => {
      const locked = await this.payments.charges.lockForOrder(reference, transaction);
      if (!locked?.cartSnapshot?.payOnDelivery || locked.status !== 'pending')
        throw new Error(`not an unpaid pay-on-delivery payment: ${reference}`);
      const result = await this.placeInside({ ...locked, cartSnapshot: locked.cartSnapshot }, transaction);
      if (result.kind !== 'created') throw new Error(`pay-on-delivery payment already placed: ${reference}`);
      await alsoUnderLock(result.orderId, transaction);
      return result.orderId;
    });
    countOrderPlaced();
    await this.notifier.placed(orderId);
    return orderId;
  }

  /** The whole payment goes back (once: a refund already on its way is not asked again). */
  private async refundWithdrawn(payment: Payment, withdrawn: Placement & { kind: 'withdrawn' }): Promise<Placement> {
    // Placed meanwhile by a call that saw the medicine still on sale: that order stands.
    const order = await this.orders.byPaymentReference(payment.reference);
    if (order) return { kind: 'placed', orderId: order.orderId, created: false };
    const note = `Withdrawn from sale before the order was placed: ${withdrawn.medicines.join(', ')}`;
    await this.refundWhole(payment, note, 'No order was placed; the payment was refunded.');
    return withdrawn;
  }

  /** All of a payment goes back, flagged for the clerk with why (once: a refund already on its way is not asked again). */
  private async refundWhole(payment: Payment, note: string, outcome: string): Promise<void> {
    // The verify call and the provider's events (on any replica) all come here: one refund between them.
    const { request } = await this.payments.refundWholeOnce(payment.reference, note);
    await this.payments.charges.flag(payment.reference, `${note}. ${outcome}`);
    if (request.kind === 'requested') this.log.warn({ reference: payment.reference, note }, 'payment refunded in whole');
  }
}
