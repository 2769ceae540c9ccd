import { and, asc, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type CartSnapshot,
  cartItems,
  medicines,
  type NewPayment,
  orders,
  type Payment,
  type PaymentStatus,
  payments,
} from '../db/schema/index';

export type TransactionSort = 'createdAt' | '-createdAt' | 'amount' | '-amount';
export type Page = { limit: number; offset: number } | null;

const SORTS = {
  createdAt: [asc(payments.createdAt), asc(payments.id)],
  '-createdAt': [desc(payments.createdAt), desc(payments.id)],
  amount: [asc(payments.amountKobo), asc(payments.id)],
  '-amount': [desc(payments.amountKobo), desc(payments.id)],
} as const;

/** All SQL for payments. */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  /** The caller's cart priced from the catalogue now: the snapshot a payment keeps. */
  async cartSnapshot(userId: string): Promise<CartSnapshot> {
    const rows = await this.db
      .select({ medicineId: medicines.id, medicineName: medicines.name, unitPriceKobo: medicines.priceKobo, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(medicines, eq(medicines.id, cartItems.medicineId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    return { lines: rows, totalKobo: rows.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0) };
  }

  async insert(payment: NewPayment): Promise<Payment> {
    const [row] = await this.db.insert(payments).values(payment).returning();
    return row;
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

  async setAddresses(reference: string, addresses: { shippingAddress: string; billingAddress: string }) {
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
    },
  ): Promise<Payment | null> {
    const [row] = await this.db
      .update(payments)
      .set({ ...outcome, updatedAt: sql`now()` })
      .where(and(eq(payments.reference, reference), ne(payments.status, 'success')))
      .returning();
    return row ?? (await this.byReference(reference));
  }

  async recordRefund(reference: string, refund: Record<string, unknown>) {
    await this.db
      .update(payments)
      .set({
        providerStatus: 'reversed',
        providerResponse: sql`coalesce(${payments.providerResponse}, '{}'::jsonb) || jsonb_build_object('refund', ${JSON.stringify(refund)}::jsonb)`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.reference, reference));
  }

  /** The payment, locked until the end of the caller's transaction (placing its order). */
  async lockByReference(reference: string): Promise<Payment | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.reference, reference)).for('update');
    return row ?? null;
  }

  /** The newest payment of the user in a given state that has no order yet. */
  async latestWithoutOrder(userId: string, status: PaymentStatus): Promise<Payment | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, status),
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
