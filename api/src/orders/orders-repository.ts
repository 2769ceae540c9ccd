import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type CartSnapshot,
  medicines,
  type Order,
  type OrderLine,
  orderLines,
  type OrderStatus,
  orders,
  type Payment,
} from '../db/schema/index';

export type OrderWithLines = Order & { lines: OrderLine[] };
export type OrderSort = 'orderDate' | '-orderDate' | 'totalPrice' | '-totalPrice' | 'status' | '-status';

const SORTS = {
  orderDate: [asc(orders.createdAt), asc(orders.id)],
  '-orderDate': [desc(orders.createdAt), desc(orders.id)],
  totalPrice: [asc(orders.totalKobo), asc(orders.id)],
  '-totalPrice': [desc(orders.totalKobo), desc(orders.id)],
  status: [asc(orders.status), desc(orders.createdAt)],
  '-status': [desc(orders.status), desc(orders.createdAt)],
} as const;

/** All SQL for orders. */
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  /**
   * Creates the order of a successful payment from its cart snapshot, exactly once: an existing
   * order for the reference is answered as is, and the unique payment reference backs it up. The
   * caller holds the payment's row lock in the same transaction.
   */
  async createFromPayment(payment: Payment & { cartSnapshot: CartSnapshot }): Promise<{ kind: 'created' | 'existing'; orderId: string }> {
    const [existing] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, payment.reference));
    if (existing) return { kind: 'existing', orderId: existing.id };
    const snapshot = payment.cartSnapshot;
    const [order] = await this.db
      .insert(orders)
      .values({
        userId: payment.userId,
        paymentReference: payment.reference,
        totalKobo: snapshot.totalKobo,
        status: 'Pending',
        shippingAddress: payment.shippingAddress,
      })
      .onConflictDoNothing({ target: orders.paymentReference })
      .returning({ id: orders.id });
    if (!order) {
      const [again] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, payment.reference));
      return { kind: 'existing', orderId: again.id };
    }
    const ids = snapshot.lines.map((l) => l.medicineId);
    // A medicine deleted since keeps its line by name and price, without the link.
    const still = new Set(
      ids.length ? (await this.db.select({ id: medicines.id }).from(medicines).where(inArray(medicines.id, ids))).map((m) => m.id) : [],
    );
    if (snapshot.lines.length > 0) {
      await this.db.insert(orderLines).values(
        snapshot.lines.map((l) => ({
          orderId: order.id,
          medicineId: still.has(l.medicineId) ? l.medicineId : null,
          medicineName: l.medicineName,
          unitPriceKobo: l.unitPriceKobo,
          quantity: l.quantity,
        })),
      );
    }
    return { kind: 'created', orderId: order.id };
  }

  private async withLines(rows: Order[]): Promise<OrderWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderLines.medicineName), asc(orderLines.id));
    const byOrder = new Map<string, OrderLine[]>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    return rows.map((o) => ({ ...o, lines: byOrder.get(o.id) ?? [] }));
  }

  async byId(orderId: string): Promise<OrderWithLines | null> {
    const rows = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return (await this.withLines(rows))[0] ?? null;
  }

  async byPaymentReference(reference: string): Promise<Order | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.paymentReference, reference));
    return row ?? null;
  }

  async byUser(userId: string): Promise<OrderWithLines[]> {
    return this.withLines(
      await this.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)),
    );
  }

  async list(sort: OrderSort, page: { limit: number; offset: number } | null): Promise<{ rows: OrderWithLines[]; total: number }> {
    const query = this.db
      .select()
      .from(orders)
      .orderBy(...SORTS[sort]);
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const [{ total }] = await this.db.select({ total: sql<number>`count(*)::int` }).from(orders);
    return { rows: await this.withLines(rows), total };
  }

  /**
   * Moves an order to `to` if its status (read under a row lock) is one of `from`; `beforeCommit`
   * runs with the lock held (the refund for a cancellation), and its failure changes nothing.
   */
  async changeStatus(
    orderId: string,
    from: readonly OrderStatus[],
    to: OrderStatus,
    beforeCommit?: (order: Order, transaction: Database) => Promise<void>,
  ): Promise<{ ok: true } | { ok: false; current: OrderStatus | null }> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return { ok: false, current: null } as const;
      if (!from.includes(order.status)) return { ok: false, current: order.status } as const;
      if (beforeCommit) await beforeCommit(order, tx as unknown as Database);
      await tx
        .update(orders)
        .set({ status: to, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      return { ok: true } as const;
    });
  }
}
