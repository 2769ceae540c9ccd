import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type Order,
  type OrderParcel,
  orderLines,
  orderParcels,
  orders,
  type ParcelLine,
  type ParcelStatus,
} from '../../platform/db/schema/index';

export type NewParcel = Pick<OrderParcel, 'locationId' | 'lines' | 'feeKobo' | 'minDays' | 'maxDays'>;

/** An order's parcels (order_parcels), and the order row a re-route locks and moves. */
export class ParcelsRepository {
  constructor(private readonly db: Database) {}

  async insert(orderId: string, parcels: readonly NewParcel[]): Promise<void> {
    if (parcels.length) await this.db.insert(orderParcels).values(parcels.map((p) => ({ ...p, orderId })));
  }

  async ofOrder(orderId: string): Promise<OrderParcel[]> {
    return (
      this.db
        .select()
        .from(orderParcels)
        .where(eq(orderParcels.orderId, orderId))
        // The soonest first (a split's local parcel before the warehouse's).
        .orderBy(asc(orderParcels.createdAt), asc(orderParcels.minDays), asc(orderParcels.maxDays), asc(orderParcels.id))
    );
  }

  async order(orderId: string): Promise<Order | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return order;
  }

  /** The order row, locked until the transaction ends (a second re-route of it waits). */
  async lockOrder(orderId: string): Promise<Order | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return order;
  }

  /** The order's lines as one parcel's (an order placed before parcels were kept). */
  async linesOf(orderId: string): Promise<ParcelLine[]> {
    const rows = await this.db
      .select({ medicineId: orderLines.medicineId, medicineName: orderLines.medicineName, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    return rows.flatMap((r) => (r.medicineId ? [{ medicineId: r.medicineId, medicineName: r.medicineName, quantity: r.quantity }] : []));
  }

  async moveParcel(parcelId: string, locationId: string): Promise<void> {
    await this.db
      .update(orderParcels)
      .set({ locationId, updatedAt: sql`now()` })
      .where(eq(orderParcels.id, parcelId));
  }

  async setOrderLocation(orderId: string, locationId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ fulfilmentLocationId: locationId, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
  }

  async parcel(parcelId: string): Promise<OrderParcel | undefined> {
    const [row] = await this.db.select().from(orderParcels).where(eq(orderParcels.id, parcelId));
    return row;
  }

  async setStatus(parcelId: string, status: ParcelStatus): Promise<void> {
    await this.db
      .update(orderParcels)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orderParcels.id, parcelId));
  }
}
