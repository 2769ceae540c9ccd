import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type CardAuthorization,
  cardAuthorizations,
  type CartSnapshot,
  type NewPayment,
  orders,
  type Payment,
  type PaymentStatus,
  payments,
  type Refund,
  type RefundStatus,
  refunds,
} from '../../platform/db/schema/index';
import { countPaymentOutcome, countRefundState } from '../../platform/lib/metrics';
import { retryTransientConflicts } from '../../platform/lib/pg-errors';

/** Which refund states may become which: the provider's order, so a late or repeated answer never moves a refund back. */
export const REFUND_TRANSITIONS: Record<RefundStatus, readonly RefundStatus[]> = {
  pending: ['processing', 'processed', 'failed', 'needs-attention'],
  processing: ['processed', 'failed', 'needs-attention'],
  'needs-attention': ['processing', 'processed', 'failed'],
  processed: [],
  failed: [],
};

/** Refunds that hold the payment's money: while one exists, no second refund is asked for. */
export const LIVE_REFUND_STATUSES: RefundStatus[] = ['pending', 'processing', 'processed', 'needs-attention'];
const OPEN_REFUND_STATUSES: RefundStatus[] = ['pending', 'processing', 'needs-attention'];

export type ProviderFacts = {
  chargedKobo?: number | null;
  feeKobo?: number | null;
  channel?: string | null;
};

export type TransactionSort = 'createdAt' | '-createdAt' | 'amount' | '-amount';
export type Page = { limit: number; offset: number } | null;

const SORTS = {
  createdAt: [asc(payments.createdAt), asc(payments.id)],
  '-createdAt': [desc(payments.createdAt), desc(payments.id)],
  amount: [asc(payments.amountKobo), asc(payments.id)],
  '-amount': [desc(payments.amountKobo), desc(payments.id)],
} as const;

/** The first key of the checkout advisory lock (the second is the shopper's id hashed). */
const CHECKOUT_LOCK_SPACE = 50802028;

/** All SQL for payments: it writes only the payments and refunds tables. */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Runs `work` in a transaction holding this shopper's checkout lock (a transaction-scoped advisory
   * lock, so every API replica on the same PostgreSQL waits for it): choosing between the open
   * checkout and a new one is read-then-insert, and two requests must not both insert.
   */
  async underCheckoutLock<T>(
    userId: string,
    work: (locked: PaymentsRepository) => Promise<T>,
    onRetry?: (err: unknown, attempt: number) => void,
  ): Promise<T> {
    // A checkout chosen as a deadlock's victim (e.g. against a migration's ALTER TABLE) did nothing: run it again.
    return retryTransientConflicts(
      () =>
        this.db.transaction(async (transaction) => {
          await transaction.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK_SPACE}, hashtext(${userId}))`);
          return work(new PaymentsRepository(transaction));
        }),
      3,
      onRetry,
    );
  }

  /**
   * Runs `work` in a transaction holding this payment's row lock (FOR UPDATE, so every API replica
   * on the same PostgreSQL waits for it), with the payment as locked (null when there is none).
   */
  async underPaymentLock<T>(reference: string, work: (payment: Payment | null, locked: PaymentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (transaction) => {
      const locked = new PaymentsRepository(transaction);
      return work(await locked.lockByReference(reference), locked);
    });
  }

  async insert(payment: NewPayment): Promise<Payment> {
    const [row] = await this.db.insert(payments).values(payment).returning();
    return row;
  }

  /** A reusable card authorization from a verify answer; the same card (signature) keeps one row, with the newest code. */
  async saveCardAuthorization(card: Omit<CardAuthorization, 'id' | 'createdAt' | 'updatedAt'>): Promise<void> {
    await this.db
      .insert(cardAuthorizations)
      .values(card)
      .onConflictDoUpdate({
        target: [cardAuthorizations.userId, cardAuthorizations.signature],
        set: {
          authorizationCode: card.authorizationCode,
          email: card.email,
          expMonth: card.expMonth,
          expYear: card.expYear,
          sourceReference: card.sourceReference,
          consentedAt: card.consentedAt,
          updatedAt: sql`now()`,
        },
      });
  }

  async cardAuthorizationsOf(userId: string): Promise<CardAuthorization[]> {
    return this.db
      .select()
      .from(cardAuthorizations)
      .where(and(eq(cardAuthorizations.userId, userId), eq(cardAuthorizations.reusable, true), isNotNull(cardAuthorizations.consentedAt)))
      .orderBy(desc(cardAuthorizations.updatedAt));
  }

  async cardAuthorization(id: string): Promise<CardAuthorization | null> {
    const [row] = await this.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.id, id));
    return row ?? null;
  }

  /** Deletes the shopper's own card authorization (its code with it): null when it is not theirs or gone. */
  async deleteCardAuthorization(userId: string, id: string): Promise<CardAuthorization | null> {
    const [row] = await this.db
      .delete(cardAuthorizations)
      .where(and(eq(cardAuthorizations.id, id), eq(cardAuthorizations.userId, userId)))
      .returning();
    return row ?? null;
  }

  /** The medication profile each of these checkouts was for (its cart snapshot's "for whom"; null: none named). */
  async safetyProfilesOf(references: readonly string[]): Promise<Map<string, string | null>> {
    if (references.length === 0) return new Map();
    const rows = await this.db
      .select({ reference: payments.reference, profileId: sql<string | null>`${payments.cartSnapshot} -> 'safety' ->> 'profileId'` })
      .from(payments)
      .where(inArray(payments.reference, [...references]));
    return new Map(rows.map((r) => [r.reference, r.profileId ?? null]));
  }

  async byReference(reference: string): Promise<Payment | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.reference, reference));
    return row ?? null;
  }

  async setAuthorizationUrl(reference: string, authorizationUrl: string) {
    await this.db
      .update(payments)
      .set({ authorizationUrl, updatedAt: sql`now()` })
      .where(eq(payments.reference, reference));
  }

  async setAddresses(
    reference: string,
    addresses: { shippingAddress: string; billingAddress: string; cartSnapshot: CartSnapshot; prescriptionId: string | null },
  ) {
    await this.db
      .update(payments)
      .set({ ...addresses, updatedAt: sql`now()` })
      .where(eq(payments.reference, reference));
  }

  /**
   * Records what the provider said. Success is never overwritten; a failure or abandonment only
   * replaces a state that is not success.
   */
  async recordOutcome(
    reference: string,
    outcome: {
      status: PaymentStatus;
      providerStatus: string;
      providerTransactionId: string | null;
      providerResponse: Record<string, unknown>;
      paidAt: Date | null;
    } & ProviderFacts,
  ): Promise<Payment | null> {
    const [row] = await this.db
      .update(payments)
      .set({ ...outcome, checkedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(payments.reference, reference), ne(payments.status, 'success')))
      .returning();
    if (row && row.status !== 'pending') countPaymentOutcome(row.status, row.channel);
    return row ?? (await this.byReference(reference));
  }

  /** The provider was asked now; what it said changed nothing (still pending, or already recorded). */
  async markChecked(reference: string, providerStatus?: string) {
    await this.db
      .update(payments)
      .set({ checkedAt: sql`now()`, ...(providerStatus ? { providerStatus } : {}) })
      .where(eq(payments.reference, reference));
  }

  /** The shopper came back from the provider's page without paying (kept from the first time). */
  async markShopperCancelled(reference: string): Promise<Payment | null> {
    const [row] = await this.db
      .update(payments)
      .set({ shopperCancelledAt: sql`coalesce(${payments.shopperCancelledAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(payments.reference, reference), ne(payments.status, 'success')))
      .returning();
    return row ?? null;
  }

  /** The provider says the money went back (refund processed, dashboard refund, chargeback). */
  async markReversed(reference: string, attention: string | null) {
    await this.db
      .update(payments)
      .set({ providerStatus: 'reversed', checkedAt: sql`now()`, updatedAt: sql`now()`, ...(attention ? { attention } : {}) })
      .where(eq(payments.reference, reference));
  }

  async setAttention(reference: string, attention: string | null) {
    await this.db
      .update(payments)
      .set({ attention, updatedAt: sql`now()` })
      .where(eq(payments.reference, reference));
  }

  /** Records a refund the provider accepted; the same provider refund is recorded once. */
  async insertRefund(refund: {
    paymentReference: string;
    providerRefundId: string | null;
    amountKobo: number;
    currency: string;
    status: RefundStatus;
    providerResponse: Record<string, unknown>;
  }): Promise<Refund | null> {
    const [row] = await this.db
      .insert(refunds)
      .values({ ...refund, processedAt: refund.status === 'processed' ? sql`now()` : null })
      .onConflictDoNothing({ target: refunds.providerRefundId })
      .returning();
    if (row) countRefundState(row.status);
    return row ?? null;
  }

  /**
   * Moves a refund to `to` only from a state that may precede it (REFUND_TRANSITIONS): a repeated
   * or late event changes nothing. Answers the row when it moved, null otherwise.
   */
  async moveRefund(id: string, to: RefundStatus, providerResponse: Record<string, unknown>): Promise<Refund | null> {
    const from = (Object.keys(REFUND_TRANSITIONS) as RefundStatus[]).filter((s) => REFUND_TRANSITIONS[s].includes(to));
    if (from.length === 0) return null;
    const [row] = await this.db
      .update(refunds)
      .set({ status: to, providerResponse, updatedAt: sql`now()`, ...(to === 'processed' ? { processedAt: sql`now()` } : {}) })
      .where(and(eq(refunds.id, id), inArray(refunds.status, from)))
      .returning();
    if (row) countRefundState(to);
    return row ?? null;
  }

  async refundsOf(reference: string): Promise<Refund[]> {
    return this.db.select().from(refunds).where(eq(refunds.paymentReference, reference)).orderBy(desc(refunds.createdAt), desc(refunds.id));
  }

  /** The refunds of these payments, newest first. */
  async refundsOfMany(references: string[]): Promise<Refund[]> {
    if (references.length === 0) return [];
    return this.db
      .select()
      .from(refunds)
      .where(inArray(refunds.paymentReference, references))
      .orderBy(desc(refunds.createdAt), desc(refunds.id));
  }

  /** Refunds still on their way (pending, processing, needs attention), oldest first. */
  async openRefunds(limit: number, payment?: string): Promise<Refund[]> {
    return this.db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.status, OPEN_REFUND_STATUSES), payment ? eq(refunds.paymentReference, payment) : undefined))
      .orderBy(asc(refunds.updatedAt))
      .limit(limit);
  }

  /** Payments still pending that were created before `before`, oldest check first. */
  async stuckPending(before: Date, limit: number): Promise<Payment[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
      .orderBy(sql`${payments.checkedAt} asc nulls first`, asc(payments.createdAt))
      .limit(limit);
  }

  /**
   * Paid payments, created since `since`, not known to be reversed and not checked since `checkedBefore`:
   * the provider may have reversed one since (dashboard refund, chargeback).
   */
  async paidToRecheck(since: Date, checkedBefore: Date, limit: number): Promise<Payment[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'success'),
          or(isNull(payments.providerStatus), ne(payments.providerStatus, 'reversed')),
          gte(payments.createdAt, since),
          or(isNull(payments.checkedAt), lte(payments.checkedAt, checkedBefore)),
        ),
      )
      .orderBy(sql`${payments.checkedAt} asc nulls first`)
      .limit(limit);
  }

  /** The payment, locked until the end of the caller's transaction (placing its order). */
  async lockByReference(reference: string): Promise<Payment | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.reference, reference)).for('update');
    return row ?? null;
  }

  /** The newest successful cart payment of the user (with or without its order). */
  async latestPaidCart(userId: string): Promise<Payment | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'success'), eq(payments.paymentType, 'medicine')))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    return row ?? null;
  }

  /** The newest payment of the user in a given state that has no order yet. */
  /** The shopper's pay-on-delivery payments still unpaid, made since `since`, newest first. */
  async unpaidOnDeliverySince(userId: string, since: Date): Promise<Payment[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, 'pending'),
          gte(payments.createdAt, since),
          sql`${payments.cartSnapshot}->>'payOnDelivery' = 'true'`,
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id));
  }

  async latestWithoutOrder(userId: string, status: PaymentStatus | PaymentStatus[]): Promise<Payment | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          Array.isArray(status) ? inArray(payments.status, status) : eq(payments.status, status),
          eq(payments.paymentType, 'medicine'),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(orders)
              .where(eq(orders.paymentReference, payments.reference)),
          ),
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    return row ?? null;
  }

  async list(sort: TransactionSort, page: Page): Promise<{ rows: Payment[]; total: number }> {
    const query = this.db
      .select()
      .from(payments)
      .orderBy(...SORTS[sort]);
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const [{ total }] = await this.db.select({ total: sql<number>`count(*)::int` }).from(payments);
    return { rows, total };
  }
}

/**
 * Erasing an account: the saved cards go; payments stay (the books), without the shopper: no
 * e-mail, no shipping or billing address, no delivery address in the cart snapshot (the zone and
 * fee stay), no customer in the provider's answer.
 */
export async function eraseShopper(tx: Database, shopper: { id: string; erasedEmail: string }): Promise<void> {
  await tx.delete(cardAuthorizations).where(eq(cardAuthorizations.userId, shopper.id));
  const blankAddress = sql`'{"recipient": "", "city": "", "street": "", "landmark": "", "phone": ""}'::jsonb`;
  const address = sql`${payments.cartSnapshot} #> '{delivery,address}'`;
  await tx
    .update(payments)
    .set({
      email: shopper.erasedEmail,
      shippingAddress: '',
      billingAddress: '',
      cartSnapshot: sql`case when jsonb_typeof(${address}) = 'object'
        then jsonb_set(${payments.cartSnapshot}, '{delivery,address}', (${address}) || ${blankAddress})
        else ${payments.cartSnapshot} end`,
      providerResponse: sql`(${payments.providerResponse} - 'customer') #- '{authorization,account_name}'`,
    })
    .where(eq(payments.userId, shopper.id));
}
