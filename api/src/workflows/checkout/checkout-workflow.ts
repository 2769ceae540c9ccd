import type { FastifyBaseLogger } from 'fastify';
import type { CartService } from '../../domains/cart/cart-service';
import type { OrderNotifier } from '../../domains/orders/order-notifier';
import type { Payment } from '../../platform/db/schema/index';
import { addressLine } from '../../domains/delivery/delivery-rules';
import { type DeliveryService, type QuoteJson, quoteJson } from '../../domains/delivery/delivery-service';
import { chargeWithDeliveryFee } from '../../domains/delivery/charge-with-delivery-fee';
import { badRequest, conflict, fieldError, forbidden, HttpError, notFound, withCode } from '../../platform/lib/http-errors';
import { inSpan } from '../../platform/lib/tracing';
import type { Span } from '@opentelemetry/api';
import type { OrderJson, OrdersService } from '../../domains/orders/orders-service';
import { verifyAnswer } from '../../domains/payments/payment-json';
import type { PaystackTransaction } from '../../domains/payments/paystack-client';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { AuthUser } from '../../platform/plugins/types';
import type { CartApprovals, PrescriptionApproval } from '../../domains/prescriptions/cart-approvals';
import type { PrescriptionsService } from '../../domains/prescriptions/prescriptions-service';
import type { ControlledMedicines } from '../../domains/controlled-medicines/controlled-caps';
import type { CheckoutDiscounts } from './apply-discount';
import type { ClickAndCollect } from '../fulfilment/click-and-collect';
import { deliveryChoiceJson, type ParcelChoice } from '../fulfilment/parcel-choice';
import type { ColdChainDelivery } from '../fulfilment/cold-chain-delivery';
import type { InitiateInput } from './checkout-schemas';
import { type OrderPlacement, withdrawnAfterPayment } from './place-order';
import type { SafetyGate } from '../medication-safety-check/safety-gate';

/** A paid checkout, for the payment form (GET /api/checkout/state): its order once placed. */
export type PaidCheckout = {
  reference: string;
  amount: number;
  orderId: string | null;
  orderNumber: string | null;
};

type ApprovedJson = { approvalId: string; pharmacistName: string; pharmacistRegistration: string | null };

/** What the order keeps of an approval before payment: who approved, when. */
const snapshotApproval = (a: PrescriptionApproval) => ({
  id: a.id,
  pharmacistId: a.pharmacistId,
  pharmacistName: a.pharmacistName ?? '',
  pharmacistRegistration: a.pharmacistRegistration,
  decidedAt: (a.decidedAt ?? new Date()).toISOString(),
});

/**
 * The checkout, read top to bottom: each step asks a domain service in turn and hands its answer to
 * the next. Quote: the cart service prices the cart, the delivery service prices its delivery.
 * Initiate: the same, then the prescriptions service checks the prescription, the items and the
 * delivery fee make the amount (domains/delivery/charge-with-delivery-fee.ts), and payments opens the checkout.
 * Verify / place / a provider event: payments asks the provider, and a paid cart becomes its order
 * (place-order.ts). Refunds that moved are mailed from here.
 */
export class CheckoutWorkflow {
  constructor(
    private readonly carts: CartService,
    private readonly delivery: DeliveryService,
    private readonly prescriptions: PrescriptionsService,
    private readonly approvals: CartApprovals,
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly placement: OrderPlacement,
    private readonly notifier: OrderNotifier,
    private readonly log: FastifyBaseLogger,
    private readonly discounts: CheckoutDiscounts,
    private readonly controlled: ControlledMedicines,
    private readonly pickups: ClickAndCollect | null = null,
    /** One later parcel or a split, when no covering pharmacy has every line (parcel-choice.ts). */
    private readonly parcels: ParcelChoice | null = null,
    /** The clinical checks for the person the order is for (workflows/medication-safety-check). */
    private readonly safety: SafetyGate | null = null,
    /** A cold-chain item is delivered only where a pharmacy delivers the same day (fulfilment/cold-chain-delivery.ts). */
    private readonly coldChain: ColdChainDelivery | null = null,
  ) {}

  /** POST /api/checkout/quote: what the cart would cost delivered to a zone or a saved address, and when it would arrive. */
  async quote(
    caller: AuthUser,
    input: { zone?: string; addressId?: string; discountCode?: string; pickupPharmacyId?: string },
  ): Promise<
    QuoteJson & {
      prescriptionRequired: boolean;
      prescriptionItems: string[];
      approvedBeforePayment: ApprovedJson | null;
      discount: Awaited<ReturnType<CheckoutDiscounts['quote']>>;
      deliveryChoice: ReturnType<typeof deliveryChoiceJson>;
    }
  > {
    const cart = await this.carts.priceForCheckout(caller.id);
    const asked =
      input.pickupPharmacyId && this.pickups
        ? (await this.pickups.charge({ pharmacyId: input.pickupPharmacyId }, caller.name, cart.lines)).charge
        : input.addressId
          ? await this.delivery.charge(caller.id, { addressId: input.addressId }, cart.totalKobo, caller.name)
          : await this.delivery.chargeForZone(input.zone ?? '', cart.totalKobo);
    // A cold-chain item goes only where a pharmacy delivers the same day (409 cold-chain-not-delivered, naming where to collect it).
    if (!input.pickupPharmacyId) await this.coldChain?.assertDeliverable(cart.lines, asked);
    // Delivered: the window of the place that packs it (a pharmacy in the address's state: its same-state window).
    const charge = input.pickupPharmacyId || !this.parcels ? asked : await this.parcels.packed(cart.lines, asked);
    const prescriptionItems = cart.lines.filter((l) => l.requiresPrescription).map((l) => l.medicineName);
    const approval = prescriptionItems.length ? await this.approvals.covering(caller.id, cart.lines) : null;
    const discount = await this.discounts.quote(input.discountCode, cart);
    const quoted = quoteJson(charge, cart.totalKobo);
    const choice = input.pickupPharmacyId || !this.parcels ? null : await this.parcels.options(cart.lines, charge);
    const discountKobo = discount?.applied ? Math.round(discount.amount * 100) : 0;
    return {
      deliveryChoice: deliveryChoiceJson(choice, cart.totalKobo, discountKobo),
      ...quoted,
      // The total to pay after the code (the items' total stays before it).
      total: discount?.applied ? Math.round((quoted.total - discount.amount) * 100) / 100 : quoted.total,
      discount,
      prescriptionRequired: prescriptionItems.length > 0,
      prescriptionItems,
      approvedBeforePayment: approval
        ? {
            approvalId: approval.id,
            pharmacistName: approval.pharmacistName ?? '',
            pharmacistRegistration: approval.pharmacistRegistration,
          }
        : null,
    };
  }

  /**
   * POST /api/checkout/quote with `items`: a basket named by the browser (a visitor's cart kept on
   * their device, or one medicine on its page) priced from the catalogue, delivered to a zone: the
   * same fee and window a signed-in shopper is quoted. Nothing about the caller is read or kept.
   */
  async basketQuote(input: { zone?: string; items: readonly { medicineId: string; quantity: number }[] }): Promise<QuoteJson> {
    if (!input.zone) throw fieldError('zone', 'Choose the state to deliver to.');
    const basket = await this.carts.priceBasket(input.items);
    const charge = await this.delivery.chargeForZone(input.zone, basket.totalKobo);
    // A visitor is told before signing in that a fridge medicine does not go to this state (409 cold-chain-not-delivered).
    await this.coldChain?.assertDeliverable(basket.lines, charge);
    return quoteJson(charge, basket.totalKobo);
  }

  /**
   * POST /api/payment/initiate: the cart priced (a withdrawn medicine refused), its prescription
   * checked, its delivery charged for the address, the amount the shopper saw checked, and then the
   * one open checkout of this cart (a parallel click gets the same one).
   */
  /** The checkout's start: a span `checkout.initiate` (its Paystack call a child), the reference on it. */
  initiate(caller: AuthUser, input: InitiateInput) {
    return inSpan('checkout.initiate', {}, async (span) => {
      const opened = await this.initiateUntraced(caller, input);
      span.setAttribute('payment.reference', opened.data.reference);
      return opened;
    });
  }

  private async initiateUntraced(caller: AuthUser, input: InitiateInput) {
    const cart = await this.carts.priceForCheckout(input.userId);
    if (cart.lines.length === 0) throw badRequest('Your cart is empty. Add medicines to your cart before paying.');
    await this.refuseIfPaid(input.userId, cart.lines);
    // The clinical checks, before anything is priced or charged: held for a pharmacist, or the warnings to confirm (409).
    const safety = this.safety ? await this.safety.forSale(input.userId, input, cart.lines, 'checkout') : null;
    // Click-and-collect: the pharmacy's address, no delivery fee; else delivery to the address.
    const pickup = input.pickup && this.pickups ? await this.pickups.charge(input.pickup, caller.name, cart.lines) : null;
    const address = pickup ? pickup.charge : await this.delivery.charge(input.userId, input, cart.totalKobo, caller.name);
    if (!pickup) await this.coldChain?.assertDeliverable(cart.lines, address);
    // Delivered: the shopper's choice of one later parcel or a split, priced again here (parcel-choice.ts).
    const parcels = pickup || !this.parcels ? null : await this.parcels.apply(cart.lines, address, input.parcels);
    const delivery = parcels?.charge ?? address;
    // Controlled medicines: per order, and 30 days per person, phone and address (409 controlled-cap,
    // flagged for the pharmacist), before any prescription is asked for.
    await this.controlled.assertWithinCaps(input.userId, cart.lines, delivery.address, addressLine(delivery.address));
    // Checked before paying: an approval covering exactly these prescription-only lines, else the prescription attached now.
    const approval = input.prescriptionId ? null : await this.approvals.covering(input.userId, cart.lines);
    const prescriptionId = approval
      ? approval.prescriptionId
      : await this.prescriptions.forCheckout(input.userId, input.prescriptionId, cart.lines);
    const priced = chargeWithDeliveryFee(await this.discounts.priced(input.discountCode, cart), delivery, input.amount);
    const { amountKobo } = priced;
    const withPickup = pickup ? { ...priced.snapshot, pickup: { locationId: pickup.locationId, name: pickup.name } } : priced.snapshot;
    const withParcels = parcels?.parcels ? { ...withPickup, parcels: parcels.parcels } : withPickup;
    const withSafety = safety ? { ...withParcels, safety } : withParcels;
    const withApproval = approval ? { ...withSafety, approval: snapshotApproval(approval) } : withSafety;
    // The signed-in shopper's own consent to keep the card they pay with (never assumed).
    const snapshot = input.saveCard === true ? { ...withApproval, saveCard: true as const } : withApproval;
    const shippingAddress = addressLine(delivery.address);
    const opened = await this.payments.charges.open({
      userId: input.userId,
      email: input.email,
      paymentType: input.paymentType,
      snapshot,
      amountKobo,
      shippingAddress,
      billingAddress: input.billingAddress?.trim() || shippingAddress,
      prescriptionId,
    });
    const { reference } = opened.data;
    await this.discounts.use(snapshot, input.userId, reference);
    // Controlled medicines again, now that this checkout is open: one opened at the same moment elsewhere is counted too.
    const again = { userId: input.userId, lines: cart.lines, address: delivery.address, addressText: shippingAddress, reference };
    await this.controlled
      .recheckOpened(again, (tx) => this.payments.unpaid.abandon(reference, tx))
      .catch(async (err) => {
        await this.discounts.release(reference);
        throw err;
      });
    return opened;
  }

  /**
   * The provider said this cart was paid, but its order is not placed yet (the webhook's next try,
   * or the shopper's own return, will place it): a new checkout would charge the shopper twice.
   */
  private async refuseIfPaid(userId: string, lines: { medicineId: string; quantity: number }[]) {
    const paid = await this.payments.charges.latestWithoutOrder(userId, 'success');
    if (!paid?.cartSnapshot || paid.paymentType !== 'medicine') return;
    const key = (l: { medicineId: string; quantity: number }) => `${l.medicineId}:${l.quantity}`;
    if (paid.cartSnapshot.lines.map(key).sort().join(',') !== lines.map(key).sort().join(',')) return;
    throw withCode(
      conflict('You have already paid for this cart. Your order is being placed: see My orders, and please do not pay again.'),
      'already-paid',
    );
  }

  /** GET /api/payment/verify/{ref}: asks the provider (throttled), records its answer, places the order when paid. */
  async verifyPayment(caller: AuthUser, reference: string) {
    const visible = await this.payments.charges.visiblePayment(caller, reference);
    const payment = await this.payments.charges.confirm(visible, true);
    const placed = payment.status === 'success' ? await this.placement.placeFor(payment) : null;
    const answer = verifyAnswer(payment, placed?.kind === 'placed' ? placed.orderId : null);
    return placed?.kind === 'withdrawn' ? { ...answer, message: withdrawnAfterPayment(placed.medicines) } : answer;
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
      if (typeof reference === 'string') await this.notifier.refundsMoved(await this.payments.refunds.handleRefundEvent(reference));
      return;
    }
    if (event.event !== 'charge.success' || typeof event.data?.reference !== 'string') return;
    const reference = event.data.reference;
    await inSpan('payment.webhook charge.success', { 'payment.reference': reference }, (span) => this.settleCharge(reference, span));
  }

  /** charge.success: verify with the provider ourselves, then place the order when it confirms. */
  private async settleCharge(reference: string, span: Span) {
    const payment = await this.payments.charges.byReference(reference);
    if (!payment) {
      span.setAttribute('payment.status', 'unknown');
      this.log.warn({ reference }, 'charge.success for an unknown reference');
      return;
    }
    const confirmed = await this.payments.charges.confirm(payment);
    span.setAttribute('payment.status', confirmed.status);
    if (confirmed.status === 'success') await this.placement.placeFor(confirmed);
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
    let payment = await this.paymentToPlace(caller, userId, reference);
    if (payment.paymentType !== 'medicine') throw badRequest('Only cart payments (paymentType "medicine") become orders.');
    payment = await this.payments.charges.confirm(payment, true);
    if (payment.status !== 'success') {
      const message =
        payment.status === 'pending'
          ? 'This payment has not been completed yet, so no order was placed.'
          : `This payment ${payment.status === 'failed' ? 'failed' : 'was abandoned'}, so no order was placed.`;
      throw badRequest(message, [{ field: 'reference', message }]);
    }
    const placed = await this.placement.placeFor(payment);
    if (placed?.kind === 'withdrawn') throw withCode(conflict(withdrawnAfterPayment(placed.medicines)), 'medicine-withdrawn');
    if (!placed) throw new HttpError(500, 'The order could not be placed.');
    return { order: await this.orders.get(caller, placed.orderId), created: placed.created };
  }

  private async paymentToPlace(caller: AuthUser, userId: string, reference?: string): Promise<Payment> {
    if (reference) {
      const payment = await this.payments.charges.byReference(reference);
      if (!payment) throw notFound('There is no payment with this reference.');
      if (payment.userId !== userId && caller.role !== 'admin') throw forbidden('This payment belongs to another account.');
      if (payment.userId !== userId) throw badRequest('This payment belongs to a different user than userId.');
      return payment;
    }
    const payment =
      (await this.payments.charges.latestWithoutOrder(userId, 'success')) ??
      (await this.payments.charges.latestWithoutOrder(userId, 'pending')) ??
      // Nothing waits for an order: the webhook may have placed it already. Asked again, the latest
      // paid checkout answers its order (200), as the same reference would.
      (await this.payments.charges.latestPaidCart(userId));
    if (!payment) {
      const message = 'There is no completed payment waiting for an order.';
      throw badRequest(message, [{ field: 'reference', message }]);
    }
    return payment;
  }

  /**
   * GET /api/checkout/state: whether there is anything to pay for, so the payment form never offers
   * to pay for nothing or to pay again (browser Back after paying). `paid` is the latest successful
   * cart payment (with its order once placed) when the cart is now empty (its lines left with the
   * order) or, the order not placed yet, still holds exactly what was paid for; null otherwise.
   */
  async checkoutState(caller: AuthUser): Promise<{ cartEmpty: boolean; paid: PaidCheckout | null }> {
    const lines = await this.carts.priceForCheckout(caller.id).then(
      (cart) => cart.lines,
      () => null,
    );
    const cartEmpty = lines !== null && lines.length === 0;
    const payment = await this.payments.charges.latestPaidCart(caller.id);
    if (!payment?.cartSnapshot || lines === null) return { cartEmpty, paid: null };
    const key = (l: { medicineId: string; quantity: number }) => `${l.medicineId}:${l.quantity}`;
    const paidFor = payment.cartSnapshot.lines.map(key).sort().join(',');
    if (!cartEmpty && lines.map(key).sort().join(',') !== paidFor) return { cartEmpty, paid: null };
    const order = await this.orders.byPaymentReference(payment.reference);
    // Placed, the order took its lines out of the cart: the same lines in the cart again are a new purchase.
    if (!cartEmpty && order) return { cartEmpty, paid: null };
    const paid = {
      reference: payment.reference,
      amount: payment.amountKobo / 100,
      orderId: order?.orderId ?? null,
      orderNumber: order?.orderNumber ?? null,
    };
    return { cartEmpty, paid };
  }

  /** GET /api/payment/{ref}/refunds: refunds still on their way are asked of the provider first (those that moved are mailed). */
  async refunds(caller: AuthUser, reference: string) {
    const payment = await this.payments.charges.visiblePayment(caller, reference);
    await this.notifier.refundsMoved(await this.payments.refunds.refreshOpenRefunds(payment.reference));
    return this.payments.refunds.refundsOf(payment.reference);
  }
}
