import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { orders } from '../../platform/db/schema/index';

/** The reads of the uncollected pickups' run (orders' tables, read only: the cancellation goes through OrdersService). */
export class UncollectedPickupsRepository {
  constructor(private readonly db: Database) {}

  /** Pickup orders still Pending or Processing, not collected, ready (or placed) before `before`: at most `limit`. */
  due(before: Date, limit: number) {
    return this.db
      .select({ id: orders.id, paymentReference: orders.paymentReference })
      .from(orders)
      .where(
        and(
          sql`${orders.fulfilment} = 'pickup'`,
          isNull(orders.pickedUpAt),
          inArray(orders.status, ['Pending', 'Processing']),
          lt(sql`coalesce(${orders.pickupReadyAt}, ${orders.createdAt})`, before),
        ),
      )
      .limit(limit);
  }
}
