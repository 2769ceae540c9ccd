import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { orders, payments, payOnDeliveryOrders, type PodState } from '../../platform/db/schema/index';
import { isUniqueViolation } from '../../platform/lib/http-errors';

/** The door as one key (street, city, state; not who receives): lower case, spaces and stops collapsed. */
export const addressKeyOf = (a: { street: string; city: string; state: string }) =>
  [a.street, a.city, a.state]
    .join(' ')
    .toLowerCase()
    .replace(/[\s,.]+/g, ' ')
    .trim();

/**
 * Inside the transaction that settles a payment (place-order.ts): a pay-on-delivery order still open
 * becomes paid. Only the first settlement moves it (state open → paid), so duplicates change nothing.
 */
export async function settlePayOnDelivery(orderId: string, transaction: Database): Promise<boolean> {
  const moved = await transaction
    .update(payOnDeliveryOrders)
    .set({ state: 'paid', paidAt: new Date() })
    .where(and(eq(payOnDeliveryOrders.orderId, orderId), eq(payOnDeliveryOrders.state, 'open')))
    .returning({ orderId: payOnDeliveryOrders.orderId });
  return moved.length > 0;
}

/** The state of the order's pay-on-delivery record: refused at the door, cancelled by the shop, paid, open; null without one. */
export async function payOnDeliveryState(orderId: string, transaction: Database): Promise<PodState | null> {
  const [row] = await transaction
    .select({ state: payOnDeliveryOrders.state })
    .from(payOnDeliveryOrders)
    .where(eq(payOnDeliveryOrders.orderId, orderId));
  return row?.state ?? null;
}

/**
 * Inside the transaction that cancels the order: its pay-on-delivery record, if still open, is
 * closed (open → cancelled), so the rider's link answers that the order was cancelled and a payment
 * that arrives anyway is refunded (place-order.ts).
 */
export async function cancelPayOnDelivery(orderId: string, transaction: Database): Promise<boolean> {
  const moved = await transaction
    .update(payOnDeliveryOrders)
    .set({ state: 'cancelled' })
    .where(and(eq(payOnDeliveryOrders.orderId, orderId), eq(payOnDeliveryOrders.state, 'open')))
    .returning({ orderId: payOnDeliveryOrders.orderId });
  return moved.length > 0;
}

export type CollectionRow = {
  orderId: string;
  orderNumber: number;
  status: string;
  riderName: string | null;
  riderPhone: string | null;
  amountKobo: number;
  state: PodState;
  paidKobo: number;
  paidAt: Date | null;
  createdAt: Date;
};

export class PayOnDeliveryRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records the order as open, inside the transaction that places it; `refused` is thrown (and the
   * whole placement rolled back) when the phone or the address already has an open one: the partial
   * unique indexes decide between two checkouts at once.
   */
  async insertOpen(
    values: { orderId: string; paymentReference: string; phone: string; addressKey: string; amountKobo: number },
    transaction: Database,
    refused: () => Error,
  ): Promise<void> {
    try {
      await transaction.insert(payOnDeliveryOrders).values(values);
    } catch (err) {
      if (isUniqueViolation(err)) throw refused();
      throw err;
    }
  }

  /** Whether the phone or the address has an open pay-on-delivery order. */
  async hasOpen(phone: string, addressKey: string): Promise<boolean> {
    const [row] = await this.db
      .select({ orderId: payOnDeliveryOrders.orderId })
      .from(payOnDeliveryOrders)
      .where(
        and(
          eq(payOnDeliveryOrders.state, 'open'),
          or(eq(payOnDeliveryOrders.phone, phone), eq(payOnDeliveryOrders.addressKey, addressKey)),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async refusalsOf(phone: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payOnDeliveryOrders)
      .where(and(eq(payOnDeliveryOrders.phone, phone), eq(payOnDeliveryOrders.state, 'refused')));
    return row?.n ?? 0;
  }

  async byOrder(orderId: string) {
    const [row] = await this.db.select().from(payOnDeliveryOrders).where(eq(payOnDeliveryOrders.orderId, orderId));
    return row ?? null;
  }

  /** Who the order is for, its number and where it is packed (to scope a pharmacy's staff). */
  async orderFacts(orderId: string): Promise<{ userId: string; orderNumber: number; locationId: string | null } | null> {
    const [row] = await this.db
      .select({ userId: orders.userId, orderNumber: orders.orderNumber, locationId: orders.fulfilmentLocationId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row ?? null;
  }

  /** Inside the order's lock: open → refused; false when it was no longer open. */
  async markRefused(orderId: string, transaction: Database): Promise<boolean> {
    const moved = await transaction
      .update(payOnDeliveryOrders)
      .set({ state: 'refused', refusedAt: new Date() })
      .where(and(eq(payOnDeliveryOrders.orderId, orderId), eq(payOnDeliveryOrders.state, 'open')))
      .returning({ orderId: payOnDeliveryOrders.orderId });
    return moved.length > 0;
  }

  /**
   * Orders handed to a rider (or delivered, refused) with what was due and what the provider says
   * was paid; only those fulfilled by `locationId` when given (a pharmacy's staff).
   */
  async collections(limit = 500, locationId: string | null = null): Promise<CollectionRow[]> {
    return this.db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        riderName: orders.riderName,
        riderPhone: orders.riderPhone,
        amountKobo: payOnDeliveryOrders.amountKobo,
        state: payOnDeliveryOrders.state,
        paidKobo: sql<number>`case when ${payments.status} = 'success' then coalesce(${payments.chargedKobo}, ${payments.amountKobo}) else 0 end`,
        paidAt: payOnDeliveryOrders.paidAt,
        createdAt: payOnDeliveryOrders.createdAt,
      })
      .from(payOnDeliveryOrders)
      .innerJoin(orders, eq(orders.id, payOnDeliveryOrders.orderId))
      .innerJoin(payments, eq(payments.reference, payOnDeliveryOrders.paymentReference))
      .where(
        and(
          or(isNotNull(orders.riderName), inArray(payOnDeliveryOrders.state, ['paid', 'refused'])),
          locationId ? eq(orders.fulfilmentLocationId, locationId) : undefined,
        ),
      )
      .orderBy(desc(payOnDeliveryOrders.createdAt))
      .limit(limit);
  }
}

/** Erasing an account: pay on delivery's phone and door blanked, each row its own key (one open order per phone and door). */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx
    .update(payOnDeliveryOrders)
    .set({ phone: sql`'erased-' || ${payOnDeliveryOrders.orderId}`, addressKey: sql`'erased-' || ${payOnDeliveryOrders.orderId}` })
    .where(inArray(payOnDeliveryOrders.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id))));
}
