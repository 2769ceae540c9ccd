import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Payment, Refund } from '../../platform/db/schema/index';
import { PaymentListing } from './admin-listing';
import { PaymentCharges } from './charges';
import type { ClerkViewRepository } from './clerk-view-repository';
import type { PaystackClient } from './paystack-client';
import type { PaymentsRepository } from './payments-repository';
import { ProviderAnswers } from './provider-answers';
import type { ProviderThrottle } from './provider-throttle';
import { PaymentReconciliation } from './reconciliation';
import { PaymentRefunds, type RefundRequest, type RefundSummary } from './refunds';
import { SavedCards } from './saved-card-charges';
import { UnpaidCheckouts } from './unpaid-checkouts';

export { newReference, type InitiateAnswer, type PricedCheckout } from './charges';
export { refundJson, transactionJson, type RefundJson, type TransactionJson } from './payment-json';
export { CHECKOUT_VALIDITY_MS } from './provider-answers';
export { CLERK_STATUSES, type ClerkStatus } from './clerk-status';
export type { RefundRequest, RefundSummary } from './refunds';
export { type SavedCardCharge, type SavedCardJson, NEEDS_CUSTOMER } from './saved-card-charges';
export { REFUND_WORKING_DAYS, refundTimelineText } from './refund-timeline';

/**
 * Payments: Paystack and the payments and refunds tables, nothing else. It receives checkouts the
 * workflow has already priced. Its parts, one file each: charges (charges.ts: one open checkout
 * per cart, our verify calls, throttled), what the provider says (provider-answers.ts), refunds
 * (refunds.ts), the reconciliation job's work (reconciliation.ts) and the admin list (admin-listing.ts).
 */
export class PaymentsService {
  readonly charges: PaymentCharges;
  readonly refunds: PaymentRefunds;
  readonly reconciliation: PaymentReconciliation;
  readonly listing: PaymentListing;
  /** Reusable card authorizations and Paystack's Charge Authorization (refill plans). */
  readonly savedCards: SavedCards;
  /** Payments stored before money moves: pay on delivery's, one per cart; checkouts the shop refused. */
  readonly unpaid: UnpaidCheckouts;

  constructor(
    private readonly repository: PaymentsRepository,
    clerk: ClerkViewRepository,
    paystack: PaystackClient,
    throttle: ProviderThrottle,
    config: Pick<Config, 'publicUrl'>,
    log: FastifyBaseLogger,
  ) {
    const answers = new ProviderAnswers(repository, paystack, log);
    this.charges = new PaymentCharges(repository, paystack, answers, throttle, config, log);
    this.refunds = new PaymentRefunds(repository, paystack, answers, log);
    this.reconciliation = new PaymentReconciliation(repository, answers);
    this.listing = new PaymentListing(repository, clerk, paystack);
    this.savedCards = new SavedCards(repository, paystack, answers, log);
    this.unpaid = new UnpaidCheckouts(repository);
  }

  // What cancelling an order and the pharmacist's review use to give money back.

  byReference(reference: string): Promise<Payment | null> {
    return this.charges.byReference(reference);
  }

  /** What the medication safety check reads of past checkouts: the profile each was for (null: none named). */
  safetyProfilesOf(references: readonly string[]): Promise<Map<string, string | null>> {
    return this.repository.safetyProfilesOf(references);
  }

  liveRefunds(reference: string): Promise<Refund[]> {
    return this.refunds.liveRefunds(reference);
  }

  requestRefund(payment: Payment, live: Refund[], options: { amountKobo?: number; note?: string } = {}): Promise<RefundRequest> {
    return this.refunds.requestRefund(payment, live, options);
  }

  /** What each of these payments has given back (the order answers' refunded amount and state). */
  refundSummaries(references: string[]): Promise<Map<string, RefundSummary>> {
    return this.refunds.summaries(references);
  }

  /** All of a payment not yet given back, refunded at most once however many callers race (the payment's row lock). */
  refundWholeOnce(reference: string, note: string): Promise<{ payment: Payment | null; request: RefundRequest }> {
    return this.refunds.refundWholeOnce(reference, note);
  }

  recordRefundRequest(payment: Payment, request: RefundRequest): Promise<void> {
    return this.refunds.recordRefundRequest(payment, request);
  }

  /**
   * After a refund's row is written (outside any lock): its refunds still on the way are asked of
   * the provider once, best effort, and those that moved are answered. The provider sends
   * refund.* events from the moment it takes the refund; one that arrived before the row was
   * written found nothing to move, and without this the refund would wait for the next event or
   * the reconciliation.
   */
  catchUpRefunds(reference: string): Promise<Refund[]> {
    return this.refunds.refreshOpenRefunds(reference);
  }
}
