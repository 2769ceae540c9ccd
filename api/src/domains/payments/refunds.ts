import type { FastifyBaseLogger } from 'fastify';
import type { Payment, Refund, RefundStatus } from '../../platform/db/schema/index';
import { REFUND_STATUSES } from '../../platform/db/schema/index';
import { HttpError } from '../../platform/lib/http-errors';
import { refundJson, type RefundJson } from './payment-json';
import { PaystackError, type PaystackClient, type PaystackRefund, type PaystackTransaction } from './paystack-client';
import { LIVE_REFUND_STATUSES, type PaymentsRepository } from './payments-repository';
import { type ProviderAnswers, providerUnavailable } from './provider-answers';

/** A payment's refunds in short: what they give back (kobo, failed ones left out) and the latest one's status. */
export type RefundSummary = { refundedKobo: number; status: RefundStatus };

export type RefundRequest =
  | { kind: 'none' }
  | { kind: 'exists'; refund: Refund }
  | { kind: 'requested'; refund: PaystackRefund; amountKobo: number }
  | { kind: 'reversed'; transaction: PaystackTransaction };

function asRefundStatus(value: unknown): RefundStatus | null {
  return typeof value === 'string' && (REFUND_STATUSES as readonly string[]).includes(value) ? (value as RefundStatus) : null;
}

/**
 * Refunds: asked of the provider, recorded, and followed until processed. Each method that may move
 * a refund answers the refunds that moved, so the caller (a workflow) can tell the shopper.
 */
export class PaymentRefunds {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly answers: ProviderAnswers,
    private readonly log: FastifyBaseLogger,
  ) {}

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

  /**
   * All of a payment that its live refunds have not already given back, asked of the provider at
   * most once however many callers race (the same event on two replicas, the shopper's verify
   * call): the payment's row stays locked while its live refunds are read, the provider is asked
   * and its answer recorded, so the next caller finds the refund made (`exists`).
   */
  async refundWholeOnce(reference: string, note: string): Promise<{ payment: Payment | null; request: RefundRequest }> {
    return this.repository.underPaymentLock(reference, async (payment, locked) => {
      if (!payment) return { payment, request: { kind: 'none' } };
      const live = (await locked.refundsOf(reference)).filter((r) => LIVE_REFUND_STATUSES.includes(r.status));
      const request = await this.requestRefund(payment, live, { note });
      await this.recordRefundRequest(payment, request, locked);
      return { payment, request };
    });
  }

  /** Records what requestRefund got (after the order's lock is released, or in the payment's own lock). */
  async recordRefundRequest(payment: Payment, request: RefundRequest, repository = this.repository): Promise<void> {
    if (request.kind === 'requested') {
      const r = request.refund;
      await repository.insertRefund({
        paymentReference: payment.reference,
        providerRefundId: r.id === undefined || r.id === null ? null : String(r.id),
        amountKobo: typeof r.amount === 'number' && r.amount > 0 ? r.amount : request.amountKobo,
        currency: typeof r.currency === 'string' ? r.currency : payment.currency,
        status: asRefundStatus(r.status) ?? 'pending',
        providerResponse: r as unknown as Record<string, unknown>,
      });
    } else if (request.kind === 'reversed') {
      // The money is already back (refunded before, e.g. on the dashboard): recorded as a processed refund.
      await repository.insertRefund({
        paymentReference: payment.reference,
        providerRefundId: null,
        amountKobo: payment.chargedKobo ?? payment.amountKobo,
        currency: payment.currency,
        status: 'processed',
        providerResponse: { transaction_status: 'reversed' },
      });
      await repository.markReversed(payment.reference, null);
    }
  }

  /** Asks the provider where a refund stands and records it: answers the refund as moved, or null when it did not move. */
  async refreshRefund(refund: Refund): Promise<Refund | null> {
    if (!refund.providerRefundId) return null;
    let answer;
    try {
      answer = await this.paystack.fetchRefund(refund.providerRefundId);
    } catch (err) {
      this.log.error({ err, refund: refund.id }, 'paystack refund fetch failed');
      throw providerUnavailable();
    }
    const to = asRefundStatus(answer.data.status);
    if (!to || to === refund.status) return null;
    const moved = await this.repository.moveRefund(refund.id, to, answer.data as unknown as Record<string, unknown>);
    if (!moved) return null;
    this.log.info({ refund: refund.id, reference: refund.paymentReference, from: refund.status, to }, 'refund status changed');
    // The payment counts as reversed once its processed refunds cover all that was charged (a
    // pharmacist's partial refund leaves it paid).
    if (to === 'processed' && (await this.fullyRefunded(refund.paymentReference)))
      await this.repository.markReversed(refund.paymentReference, null);
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
   * made on the dashboard shows as reversed). Answers the refunds that moved.
   */
  async handleRefundEvent(reference: string): Promise<Refund[]> {
    const payment = await this.repository.byReference(reference);
    if (!payment) {
      this.log.warn({ reference }, 'refund event for an unknown reference');
      return [];
    }
    const open = await this.repository.openRefunds(50, reference);
    if (open.length > 0) {
      const moved: Refund[] = [];
      for (const refund of open) {
        const after = await this.refreshRefund(refund);
        if (after) moved.push(after);
      }
      return moved;
    }
    if ((await this.repository.refundsOf(reference)).some((r) => r.status === 'processed')) return [];
    if (payment.status === 'success') await this.answers.recheckPaid(payment);
    return [];
  }

  /** On demand: refunds of this payment still on their way are asked of the provider (best effort); answers those that moved. */
  async refreshOpenRefunds(reference: string): Promise<Refund[]> {
    const moved: Refund[] = [];
    for (const refund of await this.repository.openRefunds(20, reference)) {
      try {
        const after = await this.refreshRefund(refund);
        if (after) moved.push(after);
      } catch {
        // The stored status is answered; the next event or reconciliation catches up.
      }
    }
    return moved;
  }

  /**
   * What each payment has given back: the refunds not failed, added up (kobo), and the newest
   * refund's status (null when none was asked), for the order answers.
   */
  async summaries(references: string[]): Promise<Map<string, RefundSummary>> {
    const summaries = new Map<string, RefundSummary>();
    // Newest first: the first refund seen of a payment is its latest.
    for (const refund of await this.repository.refundsOfMany([...new Set(references)])) {
      const seen = summaries.get(refund.paymentReference);
      const kobo = refund.status === 'failed' ? 0 : refund.amountKobo;
      if (seen) seen.refundedKobo += kobo;
      else summaries.set(refund.paymentReference, { refundedKobo: kobo, status: refund.status });
    }
    return summaries;
  }

  async refundsOf(reference: string): Promise<RefundJson[]> {
    return (await this.repository.refundsOf(reference)).map(refundJson);
  }

  /** Refunds still on their way, oldest first (the reconciliation job). */
  openRefunds(limit: number) {
    return this.repository.openRefunds(limit);
  }
}
