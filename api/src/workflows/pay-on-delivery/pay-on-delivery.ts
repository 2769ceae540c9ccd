import type { CartService } from '../../domains/cart/cart-service';
import type { ControlledMedicines } from '../../domains/controlled-medicines/controlled-caps';
import { addressLine, displayPhone } from '../../domains/delivery/delivery-rules';
import type { DeliveryService } from '../../domains/delivery/delivery-service';
import { badRequest, conflict, HttpError, notFound, withCode } from '../../platform/lib/http-errors';
import { formatNaira } from '../../platform/lib/money';
import type { NotificationService } from '../../domains/notifications/notification-service';
import type { PhoneVerification } from '../../domains/notifications/phone-verification';
import { SMS_TEXTS } from '../../domains/notifications/sms-templates';
import { orderNumberLabel } from '../../domains/orders/order-number';
import type { OrderNotifier } from '../../domains/orders/order-notifier';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { Payment } from '../../platform/db/schema/index';
import type { AuthUser } from '../../platform/plugins/types';
import type { StockService } from '../../domains/stock/stock-service';
import type { CheckoutDiscounts } from '../checkout/apply-discount';
import { chargeWithDeliveryFee } from '../../domains/delivery/charge-with-delivery-fee';
import type { ParcelChoice } from '../fulfilment/parcel-choice';
import type { ColdChainDelivery } from '../fulfilment/cold-chain-delivery';
import type { InitiateInput } from '../checkout/checkout-schemas';
import type { OrderPlacement } from '../checkout/place-order';
import type { SafetyGate } from '../medication-safety-check/safety-gate';
import { refundAndRestock } from '../refund-and-restock';
import { addressKeyOf, type PayOnDeliveryRepository } from '../../domains/fulfilment/pay-on-delivery-repository';
import type { PodState } from '../../platform/db/schema/index';

/** Refusals at the door after which a phone may no longer pay on delivery. */
export const MAX_REFUSALS = 2;
export const DEFAULT_POD_CAP_NAIRA = 50_000;
/** How long a request for a cart whose order a parallel request is placing waits for it. */
const PLACING_WAIT_MS = 10_000;
/** Times the rider's link may be texted to the customer for one order. */
export const MAX_LINK_TEXTS = 3;
/** Where Paystack sends the payer back after paying on the rider's link. */
const PAY_LINK_RETURN = '/payment-success?paymentType=medicine';

/** What the rider's link answers for an order no longer waiting for payment at the door. */
const CLOSED: Record<Exclude<PodState, 'open'>, string> = {
  paid: 'This order is already paid.',
  refused: 'This delivery was refused.',
  cancelled: 'This order was cancelled: do not collect any payment for it.',
};
const refused = (code: string, message: string) => withCode(conflict(message), code);
const openOrderRefusal = () =>
  refused('pod-open-order', 'This phone or address already has a pay-on-delivery order on its way: pay for it first, or pay online now.');

export type PodDomains = {
  carts: CartService;
  delivery: DeliveryService;
  controlled: ControlledMedicines;
  discounts: CheckoutDiscounts;
  payments: PaymentsService;
  orders: OrdersService;
  stock: StockService;
  placement: OrderPlacement;
  notifier: OrderNotifier;
  phones: PhoneVerification;
  notifications: NotificationService;
  parcels: ParcelChoice;
  /** A cold-chain item is delivered only where a pharmacy delivers the same day (fulfilment/cold-chain-delivery.ts). */
  coldChain: ColdChainDelivery;
  /** The clinical checks for the person the order is for (workflows/medication-safety-check). */
  safety: SafetyGate;
};

/**
 * Pay on delivery, bounded: for a cart up to the cap, with no prescription-only line, delivered to
 * a phone the shopper has verified, at most one open per phone and per address, and withdrawn for a
 * phone after MAX_REFUSALS refusals at the door. The order is placed at once (its units held for
 * it); the rider collects with a Paystack payment link for the order's payment, and the webhook
 * settles it through the same path as an online payment (place-order.ts). A refusal cancels the
 * order and puts its units back.
 */
export class PayOnDelivery {
  constructor(
    private readonly d: PodDomains,
    private readonly repository: PayOnDeliveryRepository,
    private readonly capKobo: number,
  ) {}

  /** POST /api/checkout/pay-on-delivery: the order, placed unpaid (201), or 409 with the reason. */
  async order(caller: AuthUser, input: InitiateInput): Promise<{ orderId: string; amount: number }> {
    const cart = await this.d.carts.priceForCheckout(input.userId);
    if (cart.lines.length === 0) return this.justPlaced(input.userId);
    if (cart.lines.some((l) => l.requiresPrescription))
      throw refused('pod-prescription', 'Pay on delivery is not offered for prescription-only medicines: pay online for this cart.');
    if (input.pickup) throw badRequest('Pay on delivery is for delivered orders: pay online to collect at a pharmacy.');
    // The clinical checks: a blocking alert holds the order for a pharmacist, a major one needs paying online (409).
    const safety = await this.d.safety.forSale(input.userId, input, cart.lines, 'pay-on-delivery');
    // The window of the place that packs it (a pharmacy in the address's state: its same-state window).
    const address = await this.d.delivery.charge(input.userId, input, cart.totalKobo, caller.name);
    await this.d.coldChain.assertDeliverable(cart.lines, address);
    const delivery = await this.d.parcels.packed(cart.lines, address);
    const line = addressLine(delivery.address);
    await this.d.controlled.assertWithinCaps(input.userId, cart.lines, delivery.address, line);
    const priced = chargeWithDeliveryFee(await this.d.discounts.priced(input.discountCode, cart), delivery, input.amount);
    if (priced.amountKobo > this.capKobo)
      throw refused('pod-over-cap', `Pay on delivery is for orders up to ${formatNaira(this.capKobo)}: pay online for this one.`);
    const phone = delivery.address.phone;
    if (!(await this.d.phones.isVerified(input.userId, phone)))
      throw refused('phone-unverified', 'Verify the delivery phone with the code we send by SMS before paying on delivery.');
    if ((await this.repository.refusalsOf(phone)) >= MAX_REFUSALS)
      throw refused('pod-withdrawn', 'Pay on delivery is no longer offered for this phone after refused deliveries: pay online.');
    const addressKey = addressKeyOf(delivery.address);
    const checkout = {
      userId: input.userId,
      email: input.email,
      paymentType: 'medicine' as const,
      snapshot: { ...priced.snapshot, payOnDelivery: true as const, safety },
      amountKobo: priced.amountKobo,
      shippingAddress: line,
      billingAddress: input.billingAddress?.trim() || line,
      prescriptionId: null,
    };
    // One order per cart: requests side by side for the same cart (any replica) get the same order.
    const passed = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { payment, created } = await this.d.payments.unpaid.record(checkout, passed);
      const orderId = created
        ? await this.place(payment, { phone, addressKey, amountKobo: priced.amountKobo })
        : await this.orderOf(payment.reference);
      if (orderId) return { orderId, amount: priced.amountKobo / 100 };
      passed.add(payment.reference);
    }
    throw openOrderRefusal();
  }

  /** The new unpaid payment becomes its order: the code used, the units held, the record open; undone on a refusal. */
  private async place(payment: Payment, open: { phone: string; addressKey: string; amountKobo: number }): Promise<string> {
    try {
      if (payment.cartSnapshot) await this.d.discounts.use(payment.cartSnapshot, payment.userId, payment.reference);
      if (await this.repository.hasOpen(open.phone, open.addressKey)) throw openOrderRefusal();
      const orderId = await this.d.placement.placeUnpaid(payment.reference, (id, tx) =>
        this.repository.insertOpen({ orderId: id, paymentReference: payment.reference, ...open }, tx, openOrderRefusal),
      );
      // The rider's Paystack page is made now, once; a failure here is made good when the rider asks for it.
      await this.d.payments.charges.payLink(payment, PAY_LINK_RETURN).catch(() => undefined);
      return orderId;
    } catch (err) {
      await this.d.payments.unpaid.abandon(payment.reference);
      await this.d.discounts.release(payment.reference);
      throw err;
    }
  }

  /** An empty cart: a request for it just now placed its order (a double click), answered again; else 400. */
  private async justPlaced(userId: string): Promise<{ orderId: string; amount: number }> {
    for (const payment of await this.d.payments.unpaid.recentOnDelivery(userId)) {
      const order = await this.d.orders.byPaymentReference(payment.reference);
      if (order && (await this.repository.byOrder(order.orderId))?.state === 'open')
        return { orderId: order.orderId, amount: payment.amountKobo / 100 };
    }
    throw badRequest('Your cart is empty. Add medicines to your cart before ordering.');
  }

  /**
   * The order a parallel request for the same cart is placing: once placed and still open, the same
   * order; null when it was closed since (a new order is made); 409 when its placement was refused.
   */
  private async orderOf(reference: string): Promise<string | null> {
    for (let waited = 0; waited < PLACING_WAIT_MS; waited += 100) {
      const order = await this.d.orders.byPaymentReference(reference);
      if (order) return (await this.repository.byOrder(order.orderId))?.state === 'open' ? order.orderId : null;
      const payment = await this.d.payments.charges.byReference(reference);
      if (payment?.status !== 'pending') throw openOrderRefusal();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw refused('pod-in-progress', 'Your pay-on-delivery order for this cart is still being placed: see My orders in a moment.');
  }

  private async openOrder(orderId: string) {
    const row = await this.repository.byOrder(orderId);
    if (!row) throw notFound('There is no pay-on-delivery order with this id.');
    return row;
  }

  /**
   * The order's pay-on-delivery record, for an admin (scope null) or a pharmacy's staff (their
   * location): 404 for another location's order, as for an unknown one.
   */
  private async scopedOrder(orderId: string, scope: string | null) {
    const row = await this.openOrder(orderId);
    if (scope !== null && (await this.repository.orderFacts(orderId))?.locationId !== scope)
      throw notFound('There is no pay-on-delivery order with this id.');
    return row;
  }

  /** POST /api/Order/{id}/pay-on-delivery/link: the Paystack page the rider shows at the door (made once). */
  async link(orderId: string, scope: string | null = null): Promise<{ authorizationUrl: string; reference: string; amount: number }> {
    const row = await this.scopedOrder(orderId, scope);
    if (row.state !== 'open') throw refused(`pod-${row.state}`, CLOSED[row.state]);
    const payment = await this.d.payments.charges.byReference(row.paymentReference);
    if (!payment) throw notFound('There is no payment for this order.');
    const authorizationUrl = await this.d.payments.charges.payLink(payment, PAY_LINK_RETURN);
    return { authorizationUrl, reference: payment.reference, amount: row.amountKobo / 100 };
  }

  /**
   * POST /api/Order/{id}/pay-on-delivery/link/text: the link texted to the phone the order carries,
   * by SMS, in the shopper's language, only with their SMS consent to order updates for that number
   * (409 no-sms-consent), at most MAX_LINK_TEXTS times per order (429 link-texts-used).
   */
  async textLink(orderId: string, scope: string | null = null): Promise<{ sentTo: string; texts: number; textsLeft: number }> {
    const row = await this.scopedOrder(orderId, scope);
    const facts = await this.repository.orderFacts(orderId);
    if (!facts) throw notFound('There is no pay-on-delivery order with this id.');
    const prefix = `order:${orderId}:pod-link:`;
    const sent = await this.d.notifications.countEvents(prefix);
    if (sent >= MAX_LINK_TEXTS)
      throw withCode(
        new HttpError(429, `The payment link was already texted ${MAX_LINK_TEXTS} times for this order: show it on your screen instead.`),
        'link-texts-used',
      );
    const link = await this.link(orderId, scope);
    const locale = SMS_TEXTS.pick(await this.d.notifications.localeOf(facts.userId));
    const text = SMS_TEXTS.format(locale, 'pod-link', {
      amount: formatNaira(row.amountKobo),
      orderNumber: orderNumberLabel(facts.orderNumber),
      url: link.authorizationUrl,
    });
    const texted = await this.d.notifications.sendOrderSms(`${prefix}${sent + 1}`, facts.userId, row.phone, 'pod-link', text);
    if (texted === 'no-sms')
      throw refused('sms-off', 'Texts are not set up for this shop: show the link or the code on your screen instead.');
    if (texted === 'no-consent')
      throw refused(
        'no-sms-consent',
        'The customer has not agreed to order texts on this phone: show them the link or the code on your screen instead.',
      );
    const texts = await this.d.notifications.countEvents(prefix);
    return { sentTo: displayPhone(row.phone), texts, textsLeft: Math.max(0, MAX_LINK_TEXTS - texts) };
  }

  /** POST /api/Order/{id}/pay-on-delivery/refused: the shopper refused at the door; the order is cancelled and restocked. */
  async refuse(caller: AuthUser, orderId: string): Promise<{ refusals: number; withdrawn: boolean }> {
    const row = await this.openOrder(orderId);
    if (row.state !== 'open') throw refused(`pod-${row.state}`, `This order is ${row.state}: a refusal can no longer be recorded.`);
    let moved = false;
    await refundAndRestock(
      { payments: this.d.payments, stock: this.d.stock, notifier: this.d.notifier },
      { orderId, paymentReference: row.paymentReference, refund: null, restock: 'all' },
      (underLock) => this.d.orders.cancelFrom(orderId, ['Pending', 'Processing', 'Shipped'], (_o, tx) => underLock(tx)),
      async (tx) => {
        moved = await this.repository.markRefused(orderId, tx);
        if (!moved) throw refused('pod-settled', 'This order was settled meanwhile: a refusal can no longer be recorded.');
      },
    );
    if (!moved) throw conflict('This order can no longer be cancelled (delivered or cancelled already).');
    // Never paid: a discount code it used is given back.
    await this.d.discounts.release(row.paymentReference);
    const order = await this.d.orders.byId(orderId);
    if (order) await this.d.notifier.statusChanged(order, null);
    const refusals = await this.repository.refusalsOf(row.phone);
    return { refusals, withdrawn: refusals >= MAX_REFUSALS };
  }

  /**
   * GET /api/admin/pay-on-delivery/collections: by rider, what each should have collected and what
   * was paid; GET /api/staff/collections: the same for one pharmacy's orders.
   */
  async collections(locationId: string | null = null) {
    const rows = await this.repository.collections(500, locationId);
    const riders = new Map<string, { rider: string; riderPhone: string | null; dueKobo: number; paidKobo: number; orders: typeof rows }>();
    for (const r of rows) {
      const key = r.riderName ?? '';
      const entry = riders.get(key) ?? {
        rider: r.riderName ?? 'Not yet with a rider',
        riderPhone: r.riderPhone,
        dueKobo: 0,
        paidKobo: 0,
        orders: [],
      };
      // A refused delivery or a cancelled order is not owed; a delivered or paid one is.
      if (r.state !== 'refused' && r.state !== 'cancelled') entry.dueKobo += r.amountKobo;
      entry.paidKobo += r.paidKobo;
      entry.orders.push(r);
      riders.set(key, entry);
    }
    return [...riders.values()].map((e) => ({
      rider: e.rider,
      riderPhone: e.riderPhone,
      due: e.dueKobo / 100,
      paid: e.paidKobo / 100,
      outstanding: (e.dueKobo - e.paidKobo) / 100,
      orders: e.orders.map((o) => ({
        orderId: o.orderId,
        orderNumber: orderNumberLabel(o.orderNumber),
        status: o.status,
        state: o.state,
        amount: o.amountKobo / 100,
        paid: o.paidKobo / 100,
        paidAt: o.paidAt?.toISOString() ?? null,
      })),
    }));
  }
}
