import { and, asc, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type Payment, payments, refunds } from '../../platform/db/schema/index';
import type { Page, TransactionSort } from './payments-repository';

import type { Span } from './lagos-days';

export type { Span } from './lagos-days';

const SORTS = {
  createdAt: [asc(payments.createdAt), asc(payments.id)],
  '-createdAt': [desc(payments.createdAt), desc(payments.id)],
  amount: [asc(payments.amountKobo), asc(payments.id)],
  '-amount': [desc(payments.amountKobo), desc(payments.id)],
} as const;

const refundedKobo = sql<number>`coalesce((select sum(${refunds.amountKobo}) from ${refunds} where ${refunds.paymentReference} = ${payments.reference} and ${refunds.status} = 'processed'), 0)::int`;
const refundingKobo = sql<number>`coalesce((select sum(${refunds.amountKobo}) from ${refunds} where ${refunds.paymentReference} = ${payments.reference} and ${refunds.status} in ('pending', 'processing', 'needs-attention')), 0)::int`;

export type ClerkRow = Payment & { refundedKobo: number; refundingKobo: number };

export type SpanTotals = { count: number; paidCount: number; paidKobo: number; refundedKobo: number };

/** The admin's reading of payments (reads only the payments and refunds tables). */
export class ClerkViewRepository {
  constructor(private readonly db: Database) {}

  private within(span: Span): SQL | undefined {
    return span ? and(gte(payments.createdAt, span.from), lt(payments.createdAt, span.to)) : undefined;
  }

  /** Payments created in the span (all when none), each with the money refunded on it and on its way back. */
  async list(sort: TransactionSort, page: Page, span: Span): Promise<{ rows: ClerkRow[]; total: number }> {
    const query = this.db
      .select({ payment: payments, refundedKobo, refundingKobo })
      .from(payments)
      .where(this.within(span))
      .orderBy(...SORTS[sort]);
    const found = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .where(this.within(span));
    return { rows: found.map((r) => ({ ...r.payment, refundedKobo: r.refundedKobo, refundingKobo: r.refundingKobo })), total };
  }

  /** The span's payments counted, what was paid, and what of it has been refunded (processed refunds). */
  async totals(span: Span): Promise<SpanTotals> {
    const each = this.db
      .select({ status: payments.status, amountKobo: payments.amountKobo, refunded: refundedKobo.as('refunded') })
      .from(payments)
      .where(this.within(span))
      .as('each');
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        paidCount: sql<number>`count(*) filter (where ${each.status} = 'success')::int`,
        paidKobo: sql<string>`coalesce(sum(${each.amountKobo}) filter (where ${each.status} = 'success'), 0)`,
        refundedKobo: sql<string>`coalesce(sum(${each.refunded}) filter (where ${each.status} = 'success'), 0)`,
      })
      .from(each);
    return { count: row.count, paidCount: row.paidCount, paidKobo: Number(row.paidKobo), refundedKobo: Number(row.refundedKobo) };
  }
}
