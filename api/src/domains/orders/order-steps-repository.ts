import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type Order, orders, type OrderStatus, orderStatusEvents } from '../../platform/db/schema/index';

/**
 * A step on one order under its row lock, for pickup (pickup.ts, cold-chain-packing.ts) and the
 * last mile (workflows/last-mile): the order's columns and status change in the same transaction as
 * what the caller decides, its history recorded. OrdersRepository carries these steps too.
 */
export class OrderStepsRepository {
  constructor(protected readonly db: Database) {}

  /**
   * A pickup step under the order's row lock: `decide` sees the locked order and answers the
   * columns to set (and the status to move to, recorded in its history), or throws to change nothing.
   */
  async pickupStep(
    orderId: string,
    decide: (order: Order) => {
      set: Partial<
        Pick<
          Order,
          | 'pickupReadyAt'
          | 'pickedUpAt'
          | 'pickupPinAttempts'
          | 'coldBoxPackedAt'
          | 'coldBoxPackedBy'
          | 'leftFridgeAt'
          | 'coldChainHandedOverAt'
        >
      >;
      status?: OrderStatus;
      fail?: Error;
    },
    /** Runs in the same transaction after a step that did not fail (the audit entry). */
    afterwards?: (order: Order, transaction: Database) => Promise<void>,
  ): Promise<Order | null> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return null;
      const step = decide(order);
      await tx
        .update(orders)
        .set({ ...step.set, ...(step.status ? { status: step.status } : {}), updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      if (step.status && step.status !== order.status)
        await tx.insert(orderStatusEvents).values({ orderId, status: step.status, at: sql`clock_timestamp()` });
      // A wrong PIN still counts its attempt: the failure is answered after the count is saved.
      if (step.fail) return { ...order, failed: step.fail } as Order & { failed: Error };
      if (afterwards) await afterwards(order, tx as unknown as Database);
      return order;
    });
  }
  /**
   * A step of a delivery by a rider under the order's row lock: `decide` sees the locked order (and
   * may write its own domain's rows in the same transaction) and answers the status to move to
   * (recorded in its history when it changes) and the columns to set; it throws to change nothing.
   */
  async deliveryStep<T>(
    orderId: string,
    decide: (order: Order, transaction: Database) => Promise<{ status?: OrderStatus; set?: DeliveryColumns; result: T }>,
  ): Promise<{ order: Order; result: T } | null> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return null;
      const step = await decide(order, tx as unknown as Database);
      const moves = step.status !== undefined && step.status !== order.status;
      if (moves || step.set)
        await tx
          .update(orders)
          .set({ ...step.set, ...(moves ? { status: step.status } : {}), updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
      if (moves) await tx.insert(orderStatusEvents).values({ orderId, status: step.status!, at: sql`clock_timestamp()` });
      return { order, result: step.result };
    });
  }
}

/** What a delivery step may set on the order: the rider the shopper sees, a switch to pickup at the pharmacy. */
export type DeliveryColumns = Partial<
  Pick<Order, 'riderName' | 'riderPhone' | 'fulfilment' | 'pickupPinHash' | 'pickupReadyAt' | 'coldChainHandedOverAt'>
>;
