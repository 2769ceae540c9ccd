import type { Refund } from '../../platform/db/schema/index';
import { koboToNaira } from '../../platform/lib/money';
import { clerkStatus } from './clerk-status';
import type { ClerkRow, ClerkViewRepository, Span } from './clerk-view-repository';
import { transactionJson } from './payment-json';
import type { PaystackClient } from './paystack-client';
import type { Page, PaymentsRepository, TransactionSort } from './payments-repository';

/** What admins see of payments: the transactions list, the totals of a span of days, and whether the provider accepts our key. */
export class PaymentListing {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly clerk: ClerkViewRepository,
    private readonly paystack: PaystackClient,
  ) {}

  /** The provider refused our key recently (401): shown to admins. */
  get providerAlert() {
    return this.paystack.alert;
  }

  /** The payments created in the span (all when none), each with its clerk's status and the money given back. */
  async transactions(sort: TransactionSort, page: Page, span: Span = null) {
    const { rows, total } = await this.clerk.list(sort, page, span);
    const latest = new Map<string, Refund>();
    for (const r of await this.repository.refundsOfMany(rows.map((p) => p.reference))) {
      if (!latest.has(r.paymentReference)) latest.set(r.paymentReference, r);
    }
    return { items: rows.map((p) => clerkJson(p, latest.get(p.reference) ?? null)), total };
  }

  /**
   * The span's totals: payments created in it, how many were paid and for how much, what of that
   * has been refunded (processed refunds), and the net kept.
   */
  async totals(span: Span) {
    const t = await this.clerk.totals(span);
    return {
      count: t.count,
      paidCount: t.paidCount,
      paid: koboToNaira(t.paidKobo),
      refunded: koboToNaira(t.refundedKobo),
      net: koboToNaira(t.paidKobo - t.refundedKobo),
    };
  }
}

function clerkJson(p: ClerkRow, latestRefund: Refund | null) {
  const sums = { refundedKobo: p.refundedKobo, refundingKobo: p.refundingKobo };
  return {
    ...transactionJson(p, latestRefund),
    refunded: p.refundedKobo > 0 || p.providerStatus === 'reversed',
    clerkStatus: clerkStatus(p, sums),
    refundedAmount: koboToNaira(p.refundedKobo),
    refundingAmount: koboToNaira(p.refundingKobo),
  };
}
