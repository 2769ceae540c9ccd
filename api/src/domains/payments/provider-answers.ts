import type { FastifyBaseLogger } from 'fastify';
import type { Payment } from '../../platform/db/schema/index';
import { HttpError } from '../../platform/lib/http-errors';
import { type PaystackAuthorization, PaystackError, type PaystackClient, type PaystackTransaction } from './paystack-client';
import { LIVE_REFUND_STATUSES, type PaymentsRepository } from './payments-repository';

/**
 * How long a checkout stays valid: the same cart gets the same checkout again within it, and a
 * provider `abandoned` within it only means "not paid yet" (Paystack says abandoned until the
 * customer attempts to pay, and a declined or cancelled checkout can still be paid).
 */
export const CHECKOUT_VALIDITY_MS = 30 * 60 * 1000;

export const withinValidity = (payment: Payment, now = Date.now()) => now - payment.createdAt.getTime() <= CHECKOUT_VALIDITY_MS;

/** The shopper's own cart checkout on which they asked to save their card (not a door or refill payment). */
export const savedByItsShopper = (payment: Payment) =>
  payment.paymentType === 'medicine' && payment.cartSnapshot?.saveCard === true && !payment.cartSnapshot.payOnDelivery;

export const providerUnavailable = () => new HttpError(502, 'We could not reach the payment provider. Please try again shortly.');

/**
 * What the provider says about a transaction, asked by us and recorded: success only when the
 * provider's answer matches the stored payment, a reversal noticed, a failure or abandonment kept.
 */
export class ProviderAnswers {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Asks the provider about a payment not yet known to be successful, and records the answer. */
  async confirm(payment: Payment): Promise<Payment> {
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
    return this.apply(payment, answer.data);
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
    if (answer.data.status === 'reversed') return this.apply(payment, answer.data);
    await this.repository.markChecked(payment.reference);
    return payment;
  }

  /**
   * Records the provider's transaction (from our own verify call). Success counts only when the
   * reference and currency are ours and the amount we asked for is the one we stored: Paystack's
   * `requested_amount` (or `amount` when absent), while `amount` may add the fees the customer paid.
   */
  async apply(payment: Payment, data: PaystackTransaction): Promise<Payment> {
    const providerResponse = data as unknown as Record<string, unknown>;
    const providerTransactionId = data.id === undefined || data.id === null ? null : String(data.id);
    if (data.status === 'success' || data.status === 'reversed') {
      if (this.mismatch(payment, data)) {
        const outcome = { status: 'failed', providerStatus: 'mismatch', providerTransactionId, providerResponse, paidAt: null } as const;
        return (await this.repository.recordOutcome(payment.reference, outcome)) ?? payment;
      }
      if (data.status === 'reversed') return this.noticeReversed(payment, data);
      await this.keepReusableCard(payment, data);
      return (
        (await this.repository.recordOutcome(payment.reference, {
          status: 'success',
          providerStatus: 'success',
          providerTransactionId,
          providerResponse,
          paidAt: data.paid_at ? new Date(data.paid_at) : new Date(),
          chargedKobo: typeof data.amount === 'number' ? data.amount : null,
          feeKobo: typeof data.fees === 'number' ? data.fees : null,
          channel: typeof data.channel === 'string' ? data.channel : null,
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
          channel: typeof data.channel === 'string' ? data.channel : null,
        })) ?? payment
      );
    }
    await this.repository.markChecked(payment.reference, payment.status === 'success' ? undefined : data.status);
    return payment;
  }

  /**
   * A card is kept for the shopper only when they asked for it on their own signed-in card checkout
   * (`saveCard` in its snapshot, never on a pay-on-delivery or refill payment, which someone else
   * may pay) and the verify answer says its authorization is reusable (Paystack: only
   * `reusable: true` authorizations may be charged again). A refill plan may then charge it, with
   * the shopper's consent on that plan.
   */
  private async keepReusableCard(payment: Payment, data: PaystackTransaction): Promise<void> {
    if (!savedByItsShopper(payment)) return;
    const a = data.authorization as PaystackAuthorization | undefined;
    if (!a || a.reusable !== true || a.channel !== 'card' || !a.authorization_code || !a.signature) return;
    const customer = data.customer as { email?: string } | undefined;
    await this.repository.saveCardAuthorization({
      userId: payment.userId,
      email: customer?.email ?? payment.email,
      authorizationCode: a.authorization_code,
      signature: a.signature,
      last4: a.last4 ?? '',
      expMonth: a.exp_month ?? '',
      expYear: a.exp_year ?? '',
      brand: (a.brand ?? 'card').trim(),
      bank: a.bank ?? '',
      reusable: true,
      sourceReference: payment.reference,
      consentedAt: new Date(),
    });
  }

  private mismatch(payment: Payment, data: PaystackTransaction): boolean {
    const requested = typeof data.requested_amount === 'number' ? data.requested_amount : data.amount;
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
    }
    return mismatch;
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
}
