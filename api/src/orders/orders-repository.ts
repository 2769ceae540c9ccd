import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, medicines, type Order, type OrderLine, orderLines, type OrderStatus, orders, payments } from '../db/schema/index';

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

export type PlaceResult = { kind: 'created' | 'existing'; orderId: string } | { kind: 'not-paid'; status: string } | { kind: 'no-payment' };

/** All SQL for orders. */
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  /**
   * Places the order for a successful payment, exactly once: the payment row is locked, an
   * existing order is answered as is, and the unique payment reference backs it up. In the same
   * transaction the paid quantities leave the cart (items added since stay).
   */
  async placeFromPayment(reference: string): Promise<PlaceResult> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
      if (!payment) return { kind: 'no-payment' } as const;
      const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, reference));
      if (existing) return { kind: 'existing', orderId: existing.id } as const;
      if (payment.status !== 'success' || !payment.cartSnapshot) return { kind: 'not-paid', status: payment.status } as const;

      const snapshot = payment.cartSnapshot;
      const [order] = await tx
        .insert(orders)
        .values({ userId: payment.userId, paymentReference: reference, totalKobo: snapshot.totalKobo, status: 'Pending', shippingAddress: payment.shippingAddress })
        .onConflictDoNothing({ target: orders.paymentReference })
        .returning({ id: orders.id });
      if (!order) {
        const [again] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, reference));
        return { kind: 'existing', orderId: again.id } as const;
      }

      const ids = snapshot.lines.map((l) => l.medicineId);
      const still = new Set(
        ids.length ? (await tx.select({ id: medicines.id }).from(medicines).where(inArray(medicines.id, ids))).map((m) => m.id) : [],
      );
      if (snapshot.lines.length > 0) {
        await tx.insert(orderLines).values(
          snapshot.lines.map((l) => ({
            orderId: order.id,
            medicineId: still.has(l.medicineId) ? l.medicineId : null,
            medicineName: l.medicineName,
            unitPriceKobo: l.unitPriceKobo,
            quantity: l.quantity,
          })),
        );
      }
      for (const line of snapshot.lines) {
        const mine = and(eq(cartItems.userId, payment.userId), eq(cartItems.medicineId, line.medicineId));
        await tx.delete(cartItems).where(and(mine, lte(cartItems.quantity, line.quantity)));
        await tx
          .update(cartItems)
          .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}`, updatedAt: sql`now()` })
          .where(and(mine, gt(cartItems.quantity, line.quantity)));
      }
      return { kind: 'created', orderId: order.id } as const;
    });
  }

  private async withLines(rows: Order[]): Promise<OrderWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, rows.map((o) => o.id)))
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
    return this.withLines(await this.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)));
  }

  async list(sort: OrderSort, page: { limit: number; offset: number } | null): Promise<{ rows: OrderWithLines[]; total: number }> {
    const query = this.db.select().from(orders).orderBy(...SORTS[sort]);
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
    beforeCommit?: (order: Order) => Promise<void>,
  ): Promise<{ ok: true } | { ok: false; current: OrderStatus | null }> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return { ok: false, current: null } as const;
      if (!from.includes(order.status)) return { ok: false, current: order.status } as const;
      if (beforeCommit) await beforeCommit(order);
      await tx.update(orders).set({ status: to, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
      return { ok: true } as const;
    });
  }
}
