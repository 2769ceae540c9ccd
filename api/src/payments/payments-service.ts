import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { CartSnapshot, DeliveryCharge, Payment, Refund, RefundStatus } from '../db/schema/index';
import { addressLine } from '../delivery/delivery-rules';
import { REFUND_STATUSES } from '../db/schema/index';
import { badRequest, conflict, fieldError, forbidden, HttpError, notFound } from '../lib/http-errors';
import { formatNaira, koboToNaira, nairaToKobo } from '../lib/money';
import type { AuthUser } from '../plugins/types';
import { CHECKOUT_CHANNELS, PaystackError, type PaystackClient, type PaystackRefund, type PaystackTransaction } from './paystack-client';
import type { Database } from '../db/client';
import type { InitiateInput, RefundJson, TransactionJson } from './payments-schemas';
import { LIVE_REFUND_STATUSES, type Page, PaymentsRepository, type TransactionSort } from './payments-repository';

export type { InitiateInput, RefundJson, TransactionJson };

export function refundJson(r: Refund): RefundJson {
  return {
    id: r.id,
    paymentReference: r.paymentReference,
    amount: koboToNaira(r.amountKobo),
    currency: r.currency,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    processedAt: r.processedAt ? r.processedAt.toISOString() : null,
  };
}

export function transactionJson(p: Payment, latestRefund: Refund | null = null): TransactionJson {
  return {
    id: p.id,
    userId: p.userId,
    email: p.email,
    amount: koboToNaira(p.amountKobo),
    transactionReference: p.reference,
    status: p.status === 'success',
    paymentStatus: p.status,
    refunded: p.providerStatus === 'reversed' || latestRefund?.status === 'processed',
    refundStatus: latestRefund?.status ?? null,
    chargedAmount: p.chargedKobo === null ? null : koboToNaira(p.chargedKobo),
    fees: p.feeKobo === null ? null : koboToNaira(p.feeKobo),
    channel: p.channel,
    attention: p.attention,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt ? p.paidAt.toISOString() : null,
    paymentType: p.paymentType,
    billingAddress: p.billingAddress,
    shippingAddress: p.shippingAddress,
  };
}

const providerUnavailable = () => new HttpError(502, 'We could not reach the payment provider. Please try again shortly.');

/**
 * How long a checkout stays valid: the same cart gets the same checkout again within it, and a
 * provider `abandoned` within it only means "not paid yet" (Paystack says abandoned until the
 * customer attempts to pay, and a declined or cancelled checkout can still be paid).
 */
export const CHECKOUT_VALIDITY_MS = 30 * 60 * 1000;
/** Provider states in which a transaction can still be paid. */
const OPEN_PROVIDER_STATUSES = new Set(['abandoned', 'ongoing', 'pending', 'processing', 'queued', 'failed']);

const withinValidity = (payment: Payment, now = Date.now()) => now - payment.createdAt.getTime() <= CHECKOUT_VALIDITY_MS;

function asRefundStatus(value: unknown): RefundStatus | null {
  return typeof value === 'string' && (REFUND_STATUSES as readonly string[]).includes(value) ? (value as RefundStatus) : null;
}

export type RefundRequest =
  | { kind: 'none' }
  | { kind: 'exists'; refund: Refund }
  | { kind: 'requested'; refund: PaystackRefund; amountKobo: number }
  | { kind: 'reversed'; transaction: PaystackTransaction };

function sameCart(a: CartSnapshot | null, b: CartSnapshot): boolean {
  if (!a || a.totalKobo !== b.totalKobo || a.lines.length !== b.lines.length) return false;
  if ((a.delivery?.feeKobo ?? 0) !== (b.delivery?.feeKobo ?? 0)) return false;
  const key = (line: CartSnapshot['lines'][number]) => `${line.medicineId}:${line.quantity}:${line.unitPriceKobo}`;
  const left = a.lines.map(key).sort();
  return b.lines
    .map(key)
    .sort()
    .every((entry, index) => entry === left[index]);
}

/** The access code is the last segment of the provider's checkout URL. */
function accessCodeOf(authorizationUrl: string): string {
  return new URL(authorizationUrl).pathname.split('/').filter(Boolean).pop() ?? '';
}

/** A reference Paystack accepts (alphanumeric, -, ., =) and nobody can guess. */
export function newReference(): string {
  return `EPH-${Date.now().toString(36).toUpperCase()}-${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * Payments: the amount comes from the cart priced on the server, the reference is stored before
 * the provider hears of it, and success is recorded only when the provider's answer matches.
 */
export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Told when a refund's status moves (the checkout emails the shopper); its failure is logged, never thrown. */
  onRefundMoved: ((refund: Refund) => Promise<void>) | null = null;

  /** The cart as initiate prices it: its lines (with which are prescription-only) and items total. */
  async cartSnapshot(userId: string): Promise<CartSnapshot> {
    return this.repository.cartSnapshot(userId);
  }

  /**
   * Starts a checkout: the cart priced on the server, the prescription its prescription-only
   * medicines need checked by `attachPrescription` (the checkout's pharmacy rule; it may refuse),
   * the delivery charge computed for it by `priceDelivery` (the checkout's delivery step; it may
   * refuse the address), and the amount the client saw must equal items + delivery, or nothing is
   * charged.
   */
  async initiate(
    input: InitiateInput,
    priceDelivery: (itemsKobo: number) => Promise<DeliveryCharge>,
    attachPrescription: (cart: CartSnapshot) => Promise<string | null> = async () => null,
  ) {
    const userId = input.userId;
    const cart = await this.repository.cartSnapshot(userId);
    if (cart.lines.length === 0) throw badRequest('Your cart is empty. Add medicines to your cart before paying.');
    const prescriptionId = await attachPrescription(cart);
    const delivery = await priceDelivery(cart.totalKobo);
    const snapshot: CartSnapshot = { ...cart, delivery };
    const amountKobo = cart.totalKobo + delivery.feeKobo;
    let clientKobo: number;
    try {
      clientKobo = nairaToKobo(input.amount);
    } catch {
      throw fieldError('amount', 'amount must be in naira with at most 2 decimals (kobo).');
    }
    if (clientKobo !== amountKobo) {
      const parts = `items ${formatNaira(cart.totalKobo)} + delivery to ${delivery.address.zoneName} ${delivery.feeKobo === 0 ? 'free' : formatNaira(delivery.feeKobo)}`;
      const message = `Your cart changed since checkout began, or its delivery fee did: the total to pay is now ${formatNaira(amountKobo)} (${parts}), not ${formatNaira(clientKobo)}. Please review your cart and pay again.`;
      throw conflict(message, [{ field: 'amount', message }]);
    }
    const shippingAddress = addressLine(delivery.address);
    const billingAddress = input.billingAddress?.trim() || shippingAddress;

    const open = await this.openCheckoutFor(userId, input.paymentType, snapshot);
    if (open) {
      await this.repository.setAddresses(open.reference, { shippingAddress, billingAddress, cartSnapshot: snapshot, prescriptionId });
      return {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: open.authorizationUrl!, access_code: accessCodeOf(open.authorizationUrl!), reference: open.reference },
      };
    }

    const reference = newReference();
    await this.repository.insert({
      userId,
      email: input.email,
      amountKobo,
      currency: 'NGN',
      reference,
      status: 'pending',
      paymentType: input.paymentType,
      shippingAddress,
      billingAddress,
      cartSnapshot: snapshot,
      prescriptionId,
    });

    let answer;
    try {
      answer = await this.paystack.initialize({
        email: input.email,
        amount: amountKobo,
        currency: 'NGN',
        reference,
        callback_url: `${this.config.publicUrl}/payment-success?paymentType=${encodeURIComponent(input.paymentType)}`,
        channels: CHECKOUT_CHANNELS,
        metadata: { userId, paymentType: input.paymentType },
      });
    } catch (err) {
      this.log.error({ err, reference }, 'paystack initialize failed');
      await this.repository.recordOutcome(reference, {
        status: 'failed',
        providerStatus: 'initialize_failed',
        providerTransactionId: null,
        providerResponse: { message: (err as Error).message },
        paidAt: null,
      });
      throw new HttpError(502, 'Failed to initiate payment. Please try again later.');
    }
    await this.repository.setAuthorizationUrl(reference, answer.data.authorization_url);
    return {
      status: true,
      message: answer.message,
      data: { authorization_url: answer.data.authorization_url, access_code: answer.data.access_code, reference },
    };
  }

  /**
   * A checkout of this cart that is still open with the provider: a second tab (or a second click)
   * gets the same payment instead of a second one it could also pay.
   */
  private async openCheckoutFor(userId: string, paymentType: string, snapshot: CartSnapshot): Promise<Payment | null> {
    // pending: nobody has paid it yet; failed: a declined card, which the same checkout can retry.
    const candidate = await this.repository.latestWithoutOrder(userId, ['pending', 'failed']);
    if (!candidate || candidate.paymentType !== paymentType || !candidate.authorizationUrl) return null;
    if (!withinValidity(candidate)) return null;
    if (!sameCart(candidate.cartSnapshot, snapshot)) return null;
    try {
      const answer = await this.paystack.verify(candidate.reference);
      if (OPEN_PROVIDER_STATUSES.has(answer.data.status)) return candidate;
      // Paid meanwhile (or otherwise settled): record what the provider says; a new checkout is not the answer.
      await this.applyProviderTransaction(candidate, answer.data);
      if (answer.data.status === 'success') {
        throw conflict('This cart has just been paid. Your order is being placed; see your orders.');
      }
      return null;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      this.log.warn({ err, reference: candidate.reference }, 'could not check an open checkout; starting a new one');
      return null;
    }
  }

  async byReference(reference: string): Promise<Payment | null> {
    return this.repository.byReference(reference);
  }

  async latestWithoutOrder(userId: string, status: 'success' | 'pending' | ('success' | 'pending' | 'failed')[]) {
    return this.repository.latestWithoutOrder(userId, status);
  }

  /** The payment, if the caller may see it: 404 when unknown, 403 when another user's. */
  async visiblePayment(caller: AuthUser, reference: string): Promise<Payment> {
    const payment = await this.repository.byReference(reference);
    if (!payment) throw notFound('There is no payment with this reference.');
    if (caller.role !== 'admin' && payment.userId !== caller.id) throw forbidden('This payment belongs to another account.');
    return payment;
  }

  /** The answer of GET /api/payment/verify/{ref} for a payment as recorded, and its order if one was placed. */
  verifyAnswer(payment: Payment, orderId: string | null) {
    return {
      status: true,
      message: payment.status === 'success' ? 'Payment verified.' : `Payment ${payment.status}.`,
      data: {
        reference: payment.reference,
        status: payment.status,
        paid: payment.status === 'success',
        amount: koboToNaira(payment.amountKobo),
        chargedAmount: payment.chargedKobo === null ? null : koboToNaira(payment.chargedKobo),
        fees: payment.feeKobo === null ? null : koboToNaira(payment.feeKobo),
        channel: payment.channel,
        currency: payment.currency,
        paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
        gatewayResponse: (payment.providerResponse?.gateway_response as string | undefined) ?? null,
        paymentType: payment.paymentType,
        orderId,
      },
    };
  }

  /** Inside the transaction that places its order: the payment, locked, as it stands now. */
  async lockForOrder(reference: string, transaction: Database): Promise<Payment | null> {
    return new PaymentsRepository(transaction).lockByReference(reference);
  }

  /** Asks the provider about a payment not yet known to be successful, and records the answer. */
  async confirmWithProvider(payment: Payment): Promise<Payment> {
    if (payment.status === 'success') return payment;
    let answer;
    try {
      answer = await this.paystack.verify(payment.reference);
    } catch (err) {
      if (err instanceof PaystackError && err.httpStatus === 401) throw providerUnavailable();
      if (err instanceof PaystackError && err.httpStatus !== null && err.httpStatus < 500 && err.httpStatus !== 429) {
        this.log.warn({ reference: payment.reference, message: err.message }, 'provider does not know this payment');
        return payment;
      }
      this.log.error({ err, reference: payment.reference }, 'paystack verify failed');
      throw providerUnavailable();
    }
    return this.applyProviderTransaction(payment, answer.data);
  }

  /**
   * Records the provider's transaction (from our own verify call). Success counts only when the
   * reference and currency are ours and the amount we asked for is the one we stored: Paystack's
   * `requested_amount` (or `amount` when absent), while `amount` may add the fees the customer paid.
   */
  async applyProviderTransaction(payment: Payment, data: PaystackTransaction): Promise<Payment> {
    const providerResponse = data as unknown as Record<string, unknown>;
    const providerTransactionId = data.id === undefined || data.id === null ? null : String(data.id);
    const requested = typeof data.requested_amount === 'number' ? data.requested_amount : data.amount;
    const facts = {
      chargedKobo: typeof data.amount === 'number' ? data.amount : null,
      feeKobo: typeof data.fees === 'number' ? data.fees : null,
      channel: typeof data.channel === 'string' ? data.channel : null,
    };
    if (data.status === 'success' || data.status === 'reversed') {
      const mismatch =
        data.reference !== payment.reference ||
        requested !== payment.amountKobo ||
        data.amount < requested ||
        data.currency !== payment.currency;
      if (mismatch) {
        this.log.warn(
          {
            reference: payment.reference,
            expected: { amount: payment.amountKobo, currency: payment.currency },
            got: { reference: data.reference, amount: data.amount, requested_amount: data.requested_amount, currency: data.currency },
          },
          'provider answer does not match the stored payment; not recorded as paid',
        );
        return (
          (await this.repository.recordOutcome(payment.reference, {
            status: 'failed',
            providerStatus: 'mismatch',
            providerTransactionId,
            providerResponse,
            paidAt: null,
          })) ?? payment
        );
      }
      if (data.status === 'reversed') return this.noticeReversed(payment, data);
      const paidAt = data.paid_at ? new Date(data.paid_at) : new Date();
      return (
        (await this.repository.recordOutcome(payment.reference, {
          status: 'success',
          providerStatus: 'success',
          providerTransactionId,
          providerResponse,
          paidAt,
          ...facts,
        })) ?? payment
      );
    }
    // Paystack says abandoned until the customer tries to pay: within the checkout's validity it is still payable.
    const settled = data.status === 'failed' || (data.status === 'abandoned' && !withinValidity(payment));
    if (settled) {
      return (
        (await this.repository.recordOutcome(payment.reference, {
          status: data.status as 'failed' | 'abandoned',
          providerStatus: data.status,
          providerTransactionId,
          providerResponse,
          paidAt: null,
          channel: facts.channel,
        })) ?? payment
      );
    }
    await this.repository.markChecked(payment.reference, payment.status === 'success' ? undefined : data.status);
    return payment;
  }

  /**
   * The provider says a transaction is reversed. Expected after our own refund was processed;
   * otherwise (a dashboard refund, a chargeback) an admin must look at the order.
   */
  private async noticeReversed(payment: Payment, data: PaystackTransaction): Promise<Payment> {
    const ours = (await this.repository.refundsOf(payment.reference)).some((r) => LIVE_REFUND_STATUSES.includes(r.status));
    if (payment.status !== 'success') {
      // Paid and reversed before the shop heard of it: never an order, but the money moved twice.
      await this.repository.recordOutcome(payment.reference, {
        status: 'failed',
        providerStatus: 'reversed',
        providerTransactionId: data.id === undefined || data.id === null ? null : String(data.id),
        providerResponse: data as unknown as Record<string, unknown>,
        paidAt: null,
      });
      await this.repository.setAttention(payment.reference, 'Paid and then reversed at the provider before the shop recorded it.');
    } else {
      const attention = ours ? null : 'Reversed at the provider (a refund or chargeback made outside the shop): check the order.';
      if (attention && payment.providerStatus !== 'reversed') {
        this.log.error({ reference: payment.reference }, 'a paid transaction was reversed at the provider without a refund from the shop');
      }
      await this.repository.markReversed(payment.reference, attention);
    }
    return (await this.repository.byReference(payment.reference)) ?? payment;
  }

  /** The refunds that hold this payment's money (pending, processing, processed or needs attention). */
  async liveRefunds(reference: string): Promise<Refund[]> {
    return (await this.repository.refundsOf(reference)).filter((r) => LIVE_REFUND_STATUSES.includes(r.status));
  }

  /**
   * Asks the provider to refund a successful payment: `amountKobo` of it (a pharmacist's rejected
   * lines), or by default all that the live refunds have not already given back (a cancellation).
   * Touches no database (the caller may hold a row lock, and passes the live refunds, read
   * beforehand): idempotent by state — nothing left to refund answers the refund already made; a
   * provider refusal is checked against the transaction's own status (reversed means the money
   * already went back), never against the message text.
   */
  async requestRefund(payment: Payment, live: Refund[], options: { amountKobo?: number; note?: string } = {}): Promise<RefundRequest> {
    if (payment.status !== 'success') return { kind: 'none' };
    const charged = payment.chargedKobo ?? payment.amountKobo;
    const left = charged - live.reduce((sum, r) => sum + r.amountKobo, 0);
    const amount = Math.min(options.amountKobo ?? left, left);
    if (amount <= 0) return live.length ? { kind: 'exists', refund: live[live.length - 1] } : { kind: 'none' };
    try {
      const answer = await this.paystack.refund({
        transaction: payment.reference,
        // Paystack refunds the whole transaction when no amount is given; a part is named in kobo.
        ...(amount < charged ? { amount } : {}),
        merchant_note: options.note ?? 'Order cancelled',
      });
      return { kind: 'requested', refund: answer.data, amountKobo: amount };
    } catch (err) {
      if (
        err instanceof PaystackError &&
        err.httpStatus !== null &&
        err.httpStatus >= 400 &&
        err.httpStatus < 500 &&
        err.httpStatus !== 401
      ) {
        const state = await this.paystack.verify(payment.reference).catch(() => null);
        if (state?.data.status === 'reversed') return { kind: 'reversed', transaction: state.data };
      }
      this.log.error({ err, reference: payment.reference }, 'paystack refund failed');
      throw new HttpError(
        502,
        'The refund could not be started with the payment provider, so the order was not cancelled. Please try again later.',
      );
    }
  }

  /** Records what requestRefund got (after the order's lock is released). */
  async recordRefundRequest(payment: Payment, request: RefundRequest): Promise<void> {
    if (request.kind === 'requested') {
      const r = request.refund;
      await this.repository.insertRefund({
        paymentReference: payment.reference,
        providerRefundId: r.id === undefined || r.id === null ? null : String(r.id),
        amountKobo: typeof r.amount === 'number' && r.amount > 0 ? r.amount : request.amountKobo,
        currency: typeof r.currency === 'string' ? r.currency : payment.currency,
        status: asRefundStatus(r.status) ?? 'pending',
        providerResponse: r as unknown as Record<string, unknown>,
      });
    } else if (request.kind === 'reversed') {
      // The money is already back (refunded before, e.g. on the dashboard): recorded as a processed refund.
      await this.repository.insertRefund({
        paymentReference: payment.reference,
        providerRefundId: null,
        amountKobo: payment.chargedKobo ?? payment.amountKobo,
        currency: payment.currency,
        status: 'processed',
        providerResponse: { transaction_status: 'reversed' },
      });
      await this.repository.markReversed(payment.reference, null);
    }
  }

  /** Asks the provider where a refund stands and records it (refund.* events and reconciliation). */
  async refreshRefund(refund: Refund): Promise<Refund> {
    if (!refund.providerRefundId) return refund;
    let answer;
    try {
      answer = await this.paystack.fetchRefund(refund.providerRefundId);
    } catch (err) {
      this.log.error({ err, refund: refund.id }, 'paystack refund fetch failed');
      throw providerUnavailable();
    }
    const to = asRefundStatus(answer.data.status);
    if (!to || to === refund.status) return refund;
    const moved = await this.repository.moveRefund(refund.id, to, answer.data as unknown as Record<string, unknown>);
    if (!moved) return refund;
    this.log.info({ refund: refund.id, reference: refund.paymentReference, from: refund.status, to }, 'refund status changed');
    // The payment counts as reversed once its processed refunds cover all that was charged (a
    // pharmacist's partial refund leaves it paid).
    if (to === 'processed' && (await this.fullyRefunded(refund.paymentReference)))
      await this.repository.markReversed(refund.paymentReference, null);
    await this.onRefundMoved?.(moved).catch((err) => this.log.error({ err, refund: refund.id }, 'refund listener failed'));
    if (to === 'failed' || to === 'needs-attention') {
      await this.repository.setAttention(
        refund.paymentReference,
        to === 'failed' ? 'The refund failed: refund the customer again or contact them.' : 'The refund needs attention at the provider.',
      );
    } else if (to === 'processed') await this.repository.setAttention(refund.paymentReference, null);
    return moved;
  }

  private async fullyRefunded(reference: string): Promise<boolean> {
    const payment = await this.repository.byReference(reference);
    if (!payment) return false;
    const processed = (await this.repository.refundsOf(reference)).filter((r) => r.status === 'processed');
    return processed.reduce((sum, r) => sum + r.amountKobo, 0) >= (payment.chargedKobo ?? payment.amountKobo);
  }

  /**
   * A signed `refund.*` event only names a transaction: each of its refunds still on the way is
   * fetched from the provider. With none known here, the transaction itself is verified (a refund
   * made on the dashboard shows as reversed).
   */
  async handleRefundEvent(reference: string): Promise<void> {
    const payment = await this.repository.byReference(reference);
    if (!payment) {
      this.log.warn({ reference }, 'refund event for an unknown reference');
      return;
    }
    const open = await this.repository.openRefunds(50, reference);
    if (open.length > 0) {
      for (const refund of open) await this.refreshRefund(refund);
      return;
    }
    if ((await this.repository.refundsOf(reference)).some((r) => r.status === 'processed')) return;
    if (payment.status === 'success') await this.recheckPaid(payment);
  }

  /** Re-verifies a paid payment: notices a reversal made outside the shop. */
  async recheckPaid(payment: Payment): Promise<Payment> {
    let answer;
    try {
      answer = await this.paystack.verify(payment.reference);
    } catch (err) {
      this.log.error({ err, reference: payment.reference }, 'paystack verify failed');
      throw providerUnavailable();
    }
    if (answer.data.status === 'reversed') return this.applyProviderTransaction(payment, answer.data);
    await this.repository.markChecked(payment.reference);
    return payment;
  }

  /** On demand: refunds of this payment still on their way are asked of the provider (best effort). */
  async refreshOpenRefunds(reference: string): Promise<void> {
    for (const refund of await this.repository.openRefunds(20, reference)) {
      try {
        await this.refreshRefund(refund);
      } catch {
        // The stored status is answered; the next event or reconciliation catches up.
      }
    }
  }

  async refundsOf(reference: string): Promise<RefundJson[]> {
    return (await this.repository.refundsOf(reference)).map(refundJson);
  }

  /** Work for the reconciliation job. */
  stuckPending(before: Date, limit: number) {
    return this.repository.stuckPending(before, limit);
  }

  paidToRecheck(since: Date, checkedBefore: Date, limit: number) {
    return this.repository.paidToRecheck(since, checkedBefore, limit);
  }

  openRefunds(limit: number) {
    return this.repository.openRefunds(limit);
  }

  /** The provider refused our key recently (401): shown to admins. */
  get providerAlert() {
    return this.paystack.alert;
  }

  async transactions(sort: TransactionSort, page: Page) {
    const { rows, total } = await this.repository.list(sort, page);
    const latest = new Map<string, Refund>();
    for (const r of await this.repository.refundsOfMany(rows.map((p) => p.reference))) {
      if (!latest.has(r.paymentReference)) latest.set(r.paymentReference, r);
    }
    return { items: rows.map((p) => transactionJson(p, latest.get(p.reference) ?? null)), total };
  }
}
