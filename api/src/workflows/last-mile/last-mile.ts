import { cancelPayOnDelivery } from '../../domains/fulfilment/pay-on-delivery-repository';
import {
  checkRebookDay,
  DEFAULT_ETA_MINUTES,
  DELIVERABLE,
  DeliveryCodes,
  deliveryLine,
  MAX_CODE_ATTEMPTS,
  ON_THE_ROAD,
  type RebookInput,
  type Riders,
} from '../../domains/last-mile/last-mile';
import { LastMileRepository } from '../../domains/last-mile/last-mile-repository';
import type { NotificationService } from '../../domains/notifications/notification-service';
import type { OrderNotifier } from '../../domains/orders/order-notifier';
import { orderNumberLabel } from '../../domains/orders/order-number';
import type { OrderParcels } from '../../domains/orders/order-parcels';
import { coldBoxRequired } from '../../domains/orders/cold-chain-packing';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { StockService } from '../../domains/stock/stock-service';
import type { Database } from '../../platform/db/client';
import type { DeliveryAssignment, FailureReason, Order, OrderParcel } from '../../platform/db/schema/index';
import { badRequest, conflict, type HttpError, notFound, withCode } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import type { CheckoutDiscounts } from '../checkout/apply-discount';
import { refundAndRestock } from '../refund-and-restock';
import { DeliveryNotices, deliveryJson, type Notice, stopJson } from './delivery-notices';

export type LastMileDomains = {
  orders: OrdersService;
  parcels: OrderParcels;
  riders: Riders;
  payments: PaymentsService;
  stock: StockService;
  notifier: OrderNotifier;
  notifications: NotificationService;
  discounts: CheckoutDiscounts;
  /** null for an admin (every pharmacy), the staff member's pharmacy, or throws 403. */
  scopeOf: (caller: AuthUser, refusal: string) => Promise<string | null>;
};

type Step = { assignment: DeliveryAssignment; notice?: Notice; fail?: HttpError };

const sameName = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const gone = () => notFound('There is no such delivery.');

/**
 * The last mile, read top to bottom: staff give a pharmacy's parcel to one of its riders (the order
 * is then Shipped, the shopper told who and the delivery code); the rider starts the stop ("arriving
 * in about 20 minutes"), hands it over against the shopper's code (and the patient's name for a
 * prescription-only parcel; wrong tries count and lock after five), or records why it failed; the
 * shopper rebooks a day or switches to pickup; after the set number of failed tries the parcel comes
 * back and staff check it in: its units back in stock at that pharmacy and its money refunded (or the
 * pay-on-delivery hold released), once. Every step runs under the order's row lock, then the
 * parcel's delivery row: two riders, or two calls, never both succeed.
 */
export class LastMile {
  private readonly repository: LastMileRepository;

  private readonly notices: DeliveryNotices;

  constructor(
    private readonly d: LastMileDomains,
    db: Database,
    private readonly codes: DeliveryCodes,
    private readonly maxTries: number,
    publicUrl: string,
  ) {
    this.repository = new LastMileRepository(db);
    this.notices = new DeliveryNotices(d.orders, d.notifications, codes, publicUrl);
  }

  /** Staff: the pharmacy's parcels waiting for a rider, and those out with its riders. */
  async board(caller: AuthUser) {
    const scope = await this.d.scopeOf(caller, "Only an admin or a pharmacy's staff see the pharmacy's deliveries.");
    const waiting = await this.repository.unassigned(scope);
    const out = await this.repository.stops({ pharmacyId: scope ?? undefined, states: [...ON_THE_ROAD, 'failed', 'to-pickup'] });
    return {
      waiting: waiting.map((w) => ({
        parcelId: w.parcelId,
        orderId: w.orderId,
        orderNumber: orderNumberLabel(w.orderNumber),
        pharmacyId: w.pharmacyId,
        address: w.deliveryAddress ? `${w.deliveryAddress.street}, ${w.deliveryAddress.city}` : '',
        lines: w.lines.map((l) => ({ medicineName: l.medicineName, quantity: l.quantity })),
      })),
      out: out.map((s) => stopJson(this.maxTries, s)),
    };
  }

  /** Staff: give a parcel of their pharmacy to one of its riders (or, before the stop starts, to another). */
  async assign(caller: AuthUser, parcelId: string, riderId: string, stopOrder = 0) {
    const scope = await this.d.scopeOf(caller, "Only an admin or a pharmacy's staff assign deliveries.");
    const parcel = await this.d.parcels.parcel(parcelId);
    if (!parcel || (scope !== null && parcel.locationId !== scope)) throw notFound('There is no such parcel.');
    const notTheirs = () =>
      badRequest("Choose one of this pharmacy's riders.", [{ field: 'riderId', message: "Choose one of this pharmacy's riders." }]);
    const rider = await this.repository.rider(riderId);
    if (!rider || rider.pharmacyId !== parcel.locationId) throw notTheirs();
    // A fridge medicine leaves with the rider only packed last in a cold box (the staff's tick, under the order's lock below).
    const coldItems = await this.d.orders.coldChainLines(parcel.orderId);
    const step = await this.d.orders.deliveryStep(parcel.orderId, async (order, tx) => {
      if (order.fulfilment !== 'delivery') throw conflict('This order is collected at the pharmacy, not delivered.');
      if (!['Pending', 'Processing', 'Shipped'].includes(order.status))
        throw conflict(`This order is ${order.status}: it cannot be given to a rider.`);
      if (coldItems.length > 0 && !order.coldBoxPackedAt) throw coldBoxRequired(coldItems);
      const repository = new LastMileRepository(tx);
      // Asked again under a lock: a rider removed since the read above is refused, never a failed write.
      const held = await repository.holdRider(riderId);
      if (!held || held.pharmacyId !== parcel.locationId) throw notTheirs();
      const existing = await repository.lockOfParcel(parcelId);
      let assignment: DeliveryAssignment;
      if (!existing) {
        if (parcel.status !== 'pending') throw conflict(`This parcel is ${parcel.status}.`);
        assignment = await repository.insert({
          parcelId,
          orderId: parcel.orderId,
          pharmacyId: parcel.locationId,
          riderId,
          stopOrder,
          codeHash: this.codes.hashFor(parcelId),
        });
        await this.d.parcels.setStatus(parcelId, 'shipped', tx);
      } else {
        if (!['assigned', 'rebooked', 'failed'].includes(existing.state))
          throw withCode(conflict(`This parcel is ${existing.state}: its rider can no longer be changed.`), 'delivery-started');
        assignment = await repository.update(existing.id, {
          riderId,
          stopOrder,
          state: existing.state === 'failed' ? 'rebooked' : existing.state,
        });
      }
      return {
        status: 'Shipped' as const,
        set: {
          riderName: rider.displayName,
          riderPhone: rider.phone,
          // The first hand-over to a rider is when the cold box left the pharmacy.
          ...(coldItems.length > 0 && !order.coldChainHandedOverAt ? { coldChainHandedOverAt: new Date() } : {}),
        },
        result: { assignment, notice: 'assigned' as Notice },
      };
    });
    if (!step) throw notFound('There is no such parcel.');
    await this.notices.tell(step.result.assignment, 'assigned');
    return deliveryJson(this.maxTries, step.result.assignment, { name: rider.displayName, phone: rider.phone });
  }

  /** The rider's own list for the day, in order (never another rider's). */
  async myStops(caller: AuthUser) {
    const rider = await this.d.riders.require(caller);
    const rows = await this.repository.stops({ riderId: rider.userId, states: ON_THE_ROAD });
    return rows.map((s) => stopJson(this.maxTries, s));
  }

  /** The rider starts the stop: the shopper hears "arriving in about N minutes". */
  async start(caller: AuthUser, assignmentId: string, minutes = DEFAULT_ETA_MINUTES) {
    const rider = await this.d.riders.require(caller);
    const step = await this.riderStep(rider.userId, assignmentId, async (a) => {
      if (!DELIVERABLE.includes(a.state)) throw conflict(`This delivery is ${a.state}.`);
      return { set: { state: 'arriving', etaMinutes: minutes, startedAt: new Date() }, notice: 'arriving' };
    });
    return deliveryJson(this.maxTries, step, { name: rider.displayName, phone: rider.phone });
  }

  /** The rider hands the parcel over against the shopper's code (and the patient's name for prescription-only). */
  async deliver(caller: AuthUser, assignmentId: string, code: string, patientName = '') {
    const rider = await this.d.riders.require(caller);
    if (!/^\d{6}$/.test(code))
      throw badRequest('The delivery code is six digits.', [{ field: 'code', message: 'The delivery code is six digits.' }]);
    const step = await this.riderStep(rider.userId, assignmentId, async (a, order, tx) => {
      if (a.state === 'delivered')
        throw withCode(conflict('This parcel was already delivered: its code has been used.'), 'already-delivered');
      if (!DELIVERABLE.includes(a.state)) throw conflict(`This delivery is ${a.state}.`);
      if (a.codeAttempts >= MAX_CODE_ATTEMPTS)
        throw withCode(conflict('Too many wrong codes: this parcel is locked. Call the pharmacy.'), 'code-locked');
      const left = MAX_CODE_ATTEMPTS - a.codeAttempts - 1;
      if (DeliveryCodes.hash(a.parcelId, code) !== a.codeHash) {
        const message = `This code does not match the parcel (${left} ${left === 1 ? 'try' : 'tries'} left).`;
        return { set: { codeAttempts: a.codeAttempts + 1 }, fail: badRequest(message, [{ field: 'code', message }]) };
      }
      if (order.prescriptionId && (!sameName(patientName) || sameName(patientName) !== sameName(order.deliveryAddress?.recipient ?? ''))) {
        const message = "A prescription-only parcel is handed only to the patient: the name does not match the order's.";
        return { set: { codeAttempts: a.codeAttempts + 1 }, fail: badRequest(message, [{ field: 'patientName', message }]) };
      }
      const parcels = await this.d.parcels.setStatus(a.parcelId, 'delivered', tx);
      const all = parcels.every((p: OrderParcel) => p.status === 'delivered' || p.status === 'canceled');
      return { set: { state: 'delivered', deliveredAt: new Date() }, notice: 'delivered', status: all ? 'Delivered' : undefined };
    });
    return deliveryJson(this.maxTries, step, { name: rider.displayName, phone: rider.phone });
  }

  /** The rider records why the try failed; after the set number of tries the parcel goes back. */
  async fail(caller: AuthUser, assignmentId: string, reason: FailureReason) {
    const rider = await this.d.riders.require(caller);
    const step = await this.riderStep(rider.userId, assignmentId, async (a, _order, tx) => {
      if (!DELIVERABLE.includes(a.state)) throw conflict(`This delivery is ${a.state}: a failed try cannot be recorded.`);
      const tries = a.failedTries + 1;
      await new LastMileRepository(tx).insertFailure({ assignmentId: a.id, tryNumber: tries, reason, riderId: rider.userId });
      const back = tries >= this.maxTries;
      return {
        set: { state: back ? 'returning' : 'failed', failedTries: tries, lastFailure: reason, startedAt: null, etaMinutes: null },
        notice: back ? 'returning' : 'failed',
      };
    });
    return deliveryJson(this.maxTries, step, { name: rider.displayName, phone: rider.phone });
  }

  /** The shopper: the deliveries of their order (their rider, the code while it is due, what happened). */
  async ofOrder(caller: AuthUser, orderId: string) {
    const order = await this.d.orders.get(caller, orderId);
    const locale = await this.d.notifications.localeOf(order.userId);
    const rows = await this.repository.ofOrder(orderId);
    return rows.map((a) => {
      const rider = a.riderName && a.riderPhone ? { name: a.riderName, phone: a.riderPhone } : null;
      return {
        ...deliveryJson(this.maxTries, a, rider),
        line: deliveryLine(a, rider, locale),
        // The code the shopper gives at the door: only to the order's own customer, while the parcel is on its way.
        code: order.userId === caller.id && DELIVERABLE.includes(a.state) ? this.codes.codeFor(a.parcelId) : null,
        canRebook: order.userId === caller.id && a.state === 'failed',
        // The rider's optional photo of the handover (GET /api/deliveries/:id/photo).
        photo: a.hasPhoto === true,
      };
    });
  }

  /** The shopper rebooks a failed delivery for a day and part of the day; it goes back on the rider's list. */
  async rebook(caller: AuthUser, orderId: string, assignmentId: string, input: RebookInput) {
    const day = checkRebookDay(input.day);
    const a = await this.shopperStep(caller, orderId, assignmentId, async (a) => {
      if (a.state !== 'failed') throw conflict(`This delivery is ${a.state}: it cannot be rebooked.`);
      return { set: { state: 'rebooked', rebookedDay: day, rebookedSlot: input.slot } };
    });
    return deliveryJson(this.maxTries, a, null);
  }

  /** The shopper will collect a failed delivery at the pharmacy instead (a one-parcel order): the order becomes a pickup with a PIN. */
  async switchToPickup(caller: AuthUser, orderId: string, assignmentId: string, pinHash: (orderId: string) => string) {
    const a = await this.shopperStep(caller, orderId, assignmentId, async (a, _order, parcels) => {
      if (a.state !== 'failed') throw conflict(`This delivery is ${a.state}: it cannot be switched to pickup.`);
      if (parcels.length !== 1) throw conflict('This order comes in several parcels: call the shop to collect one of them.');
      return { set: { state: 'to-pickup' }, order: { fulfilment: 'pickup' as const, pickupPinHash: pinHash(orderId) } };
    });
    return deliveryJson(this.maxTries, a, null);
  }

  /**
   * Staff check a parcel back in after its last failed try: its units back in stock at the pharmacy
   * (StockService.restockReturnedUnits), the order's money refunded (the parcel's share when the order
   * has other parcels) or its pay-on-delivery hold released, and the order cancelled when this was its
   * only parcel. Once: the delivery moves returning → returned under the order's lock before any money
   * or unit moves, so a second call (or one racing it) is 409 and moves nothing.
   */
  async checkIn(caller: AuthUser, assignmentId: string) {
    const scope = await this.d.scopeOf(caller, "Only an admin or a pharmacy's staff check returned parcels in.");
    const found = await this.repository.byId(assignmentId);
    if (!found || (scope !== null && found.pharmacyId !== scope)) throw gone();
    const order = await this.d.orders.byId(found.orderId);
    if (!order) throw gone();
    const parcels = await this.d.parcels.of(found.orderId);
    const parcel = parcels.find((p) => p.id === found.parcelId)!;
    const only = parcels.filter((p) => p.status !== 'canceled').length === 1;
    const partKobo =
      parcel.feeKobo +
      parcel.lines.reduce((sum, l) => {
        const line = order.orderItems.find((o) => o.medicineId === l.medicineId);
        return sum + (line ? Math.round(line.price * 100) * l.quantity : 0);
      }, 0);
    let checkedIn: DeliveryAssignment | null = null;
    const { payment, request } = await refundAndRestock(
      { payments: this.d.payments, stock: this.d.stock, notifier: this.d.notifier },
      {
        orderId: found.orderId,
        paymentReference: order.paymentReference,
        refund: only ? {} : { amountKobo: partKobo, note: 'Returned parcel' },
        restock: [],
      },
      async (underLock) => {
        const done = await this.d.orders.deliveryStep(found.orderId, async (locked, tx) => {
          const repository = new LastMileRepository(tx);
          const a = await repository.lockOfParcel(found.parcelId);
          if (!a || a.state === 'returned') throw withCode(conflict('This parcel was already checked in.'), 'already-returned');
          if (a.state !== 'returning') throw conflict(`This delivery is ${a.state}: only a parcel coming back is checked in.`);
          const returnedAt = new Date();
          checkedIn = await repository.update(a.id, { state: 'returned', returnedAt, checkedInBy: caller.id });
          await underLock(tx);
          // A fridge medicine out of the fridge past its limit is written off first (never back on the shelf);
          // the restock below then gives back only what the order still holds.
          const units = { locationId: a.pharmacyId, medicineIds: only ? null : parcel.lines.map((l) => l.medicineId) };
          await this.d.stock.coldChainReturns.writeOffSpoiled(tx, caller, {
            orderId: found.orderId,
            leftFridgeAt: locked.leftFridgeAt,
            returnedAt,
            parcel: units,
          });
          await this.d.stock.restockReturnedUnits(found.orderId, units, tx);
          await this.d.parcels.setStatus(a.parcelId, 'canceled', tx);
          if (only) await cancelPayOnDelivery(found.orderId, tx);
          return { status: only ? ('Canceled' as const) : undefined, result: null };
        });
        if (!done) throw gone();
      },
    );
    // Never paid (pay on delivery): a discount code it held is given back.
    if (only && payment && payment.status !== 'success') await this.d.discounts.release(payment.reference);
    if (only) {
      const changed = await this.d.orders.byId(found.orderId);
      const refundKobo = request.kind === 'requested' ? request.amountKobo : null;
      if (changed) await this.d.notifier.statusChanged(changed, refundKobo);
    }
    return { ...deliveryJson(this.maxTries, checkedIn!, null), refunded: request.kind === 'requested' ? request.amountKobo / 100 : 0 };
  }

  /** A rider's step on their own delivery, under the order's lock then the delivery's; 404 for anyone else's. */
  private async riderStep(
    riderId: string,
    assignmentId: string,
    decide: (
      a: DeliveryAssignment,
      order: Order,
      tx: Database,
    ) => Promise<{ set: Partial<DeliveryAssignment>; notice?: Notice; fail?: HttpError; status?: 'Delivered' }>,
  ): Promise<DeliveryAssignment> {
    // Whose it is, is read under the lock: a parcel given to another rider meanwhile is decided there.
    const found = await this.repository.byId(assignmentId);
    if (!found) throw gone();
    const step = await this.d.orders.deliveryStep(found.orderId, async (order, tx) => {
      const repository = new LastMileRepository(tx);
      const a = await repository.lockOfParcel(found.parcelId);
      // Given to another rider meanwhile: not theirs any more.
      if (!a || a.riderId !== riderId) throw gone();
      const decided = await decide(a, order, tx);
      const assignment = await repository.update(a.id, decided.set);
      return { status: decided.status, result: { assignment, notice: decided.notice, fail: decided.fail } as Step };
    });
    if (!step) throw gone();
    // A wrong code still counts its try: the failure is answered after the count is saved.
    if (step.result.fail) throw step.result.fail;
    if (step.result.notice) await this.notices.tell(step.result.assignment, step.result.notice);
    return step.result.assignment;
  }

  /** The order's customer's step on one of its deliveries; 404 for another account's order. */
  private async shopperStep(
    caller: AuthUser,
    orderId: string,
    assignmentId: string,
    decide: (
      a: DeliveryAssignment,
      order: Order,
      parcels: OrderParcel[],
    ) => Promise<{ set: Partial<DeliveryAssignment>; order?: { fulfilment: 'pickup'; pickupPinHash: string } }>,
  ): Promise<DeliveryAssignment> {
    const found = await this.repository.byId(assignmentId);
    if (!found || found.orderId !== orderId) throw gone();
    const order = await this.d.orders.byId(orderId);
    if (!order || order.userId !== caller.id) throw gone();
    const parcels = await this.d.parcels.of(orderId);
    const step = await this.d.orders.deliveryStep(orderId, async (locked, tx) => {
      const repository = new LastMileRepository(tx);
      const a = await repository.lockOfParcel(found.parcelId);
      if (!a) throw gone();
      const decided = await decide(a, locked, parcels);
      return { set: decided.order, result: await repository.update(a.id, decided.set) };
    });
    if (!step) throw gone();
    return step.result;
  }
}
