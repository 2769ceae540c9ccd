import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type DeliveryAssignment,
  deliveryAssignments,
  type DeliveryState,
  deliveryFailures,
  deliveryHandoverPhotos,
  type FailureReason,
  medicines,
  orderParcels,
  orders,
  payOnDeliveryOrders,
  pharmacies,
  type Rider,
  riders,
  users,
} from '../../platform/db/schema/index';

/** The last mile's rows: riders, each parcel's delivery and its failed tries; and what a rider's list reads of the order. */
export class LastMileRepository {
  constructor(private readonly db: Database) {}

  async rider(userId: string): Promise<Rider | null> {
    const [row] = await this.db.select().from(riders).where(eq(riders.userId, userId));
    return row ?? null;
  }

  /**
   * The rider, their row held (key share) until the transaction ends: a removal (which locks the row
   * for update) waits for the parcel given to them, or goes first and leaves no rider to give it to.
   */
  async holdRider(userId: string): Promise<Rider | null> {
    const [row] = await this.db.select().from(riders).where(eq(riders.userId, userId)).for('key share');
    return row ?? null;
  }

  async bindRider(values: { userId: string; pharmacyId: string; displayName: string; phone: string; grantedBy: string }): Promise<Rider> {
    const [row] = await this.db
      .insert(riders)
      .values(values)
      .onConflictDoUpdate({
        target: riders.userId,
        set: {
          pharmacyId: values.pharmacyId,
          displayName: values.displayName,
          phone: values.phone,
          grantedBy: values.grantedBy,
          grantedAt: new Date(),
        },
      })
      .returning();
    return row;
  }

  async unbindRider(userId: string): Promise<void> {
    await this.db.delete(riders).where(eq(riders.userId, userId));
  }

  /**
   * Takes a rider off their pharmacy unless they still carry parcels (in `busyStates`): the rider's
   * row locked first, so a parcel given to them meanwhile waits for this and then finds no rider.
   * The number of parcels still with them, or 0 once removed; null when there is no such rider.
   */
  async unbindIdleRider(userId: string, pharmacyId: string | null, busyStates: readonly DeliveryState[]): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(riders).where(eq(riders.userId, userId)).for('update');
      if (!row || (pharmacyId !== null && row.pharmacyId !== pharmacyId)) return null;
      const [{ carried }] = await tx
        .select({ carried: sql<number>`count(*)::int` })
        .from(deliveryAssignments)
        .where(and(eq(deliveryAssignments.riderId, userId), inArray(deliveryAssignments.state, [...busyStates])));
      if (carried > 0) return carried;
      await tx.delete(riders).where(eq(riders.userId, userId));
      return 0;
    });
  }

  ridersOf(pharmacyId: string | null) {
    return this.db
      .select({ userId: riders.userId, pharmacyId: riders.pharmacyId, name: riders.displayName, phone: riders.phone, email: users.email })
      .from(riders)
      .innerJoin(users, eq(users.id, riders.userId))
      .where(pharmacyId ? eq(riders.pharmacyId, pharmacyId) : sql`true`)
      .orderBy(asc(riders.displayName));
  }

  async userByEmail(email: string): Promise<{ id: string; firstName: string; isAdmin: boolean } | null> {
    const [row] = await this.db
      .select({ id: users.id, firstName: users.firstName, isAdmin: users.isAdmin })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return row ?? null;
  }

  async pharmacyExists(pharmacyId: string): Promise<boolean> {
    return (await this.db.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.id, pharmacyId))).length > 0;
  }

  /** The parcel's delivery, locked until the transaction ends (under the order's lock). */
  async lockOfParcel(parcelId: string): Promise<DeliveryAssignment | null> {
    const [row] = await this.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.parcelId, parcelId)).for('update');
    return row ?? null;
  }

  async byId(id: string): Promise<DeliveryAssignment | null> {
    const [row] = await this.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, id));
    return row ?? null;
  }

  async insert(values: typeof deliveryAssignments.$inferInsert): Promise<DeliveryAssignment> {
    const [row] = await this.db.insert(deliveryAssignments).values(values).returning();
    return row;
  }

  async update(id: string, set: Partial<typeof deliveryAssignments.$inferInsert>): Promise<DeliveryAssignment> {
    const [row] = await this.db
      .update(deliveryAssignments)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(deliveryAssignments.id, id))
      .returning();
    return row;
  }

  /** One row per failed try: a second record of the same try is refused by the unique key. */
  async insertFailure(values: { assignmentId: string; tryNumber: number; reason: FailureReason; riderId: string }): Promise<void> {
    await this.db.insert(deliveryFailures).values(values);
  }

  async failures(assignmentId: string) {
    return this.db
      .select()
      .from(deliveryFailures)
      .where(eq(deliveryFailures.assignmentId, assignmentId))
      .orderBy(asc(deliveryFailures.tryNumber));
  }

  async ofOrder(
    orderId: string,
  ): Promise<(DeliveryAssignment & { riderName: string | null; riderPhone: string | null; hasPhoto: boolean })[]> {
    return this.db
      .select({
        ...assignmentColumns,
        riderName: riders.displayName,
        riderPhone: riders.phone,
        hasPhoto: sql<boolean>`${deliveryHandoverPhotos.assignmentId} is not null`,
      })
      .from(deliveryAssignments)
      .leftJoin(riders, eq(riders.userId, deliveryAssignments.riderId))
      .leftJoin(deliveryHandoverPhotos, eq(deliveryHandoverPhotos.assignmentId, deliveryAssignments.id))
      .where(eq(deliveryAssignments.orderId, orderId))
      .orderBy(asc(deliveryAssignments.assignedAt));
  }

  /** A rider's open deliveries in the day's order, with what the door needs: address, phone, what to collect, prescription-only. */
  stops(where: { riderId?: string; pharmacyId?: string; states: readonly string[] }) {
    return this.db
      .select({
        ...assignmentColumns,
        orderNumber: orders.orderNumber,
        orderStatus: orders.status,
        userId: orders.userId,
        deliveryAddress: orders.deliveryAddress,
        prescriptionOnly: sql<boolean>`${orders.prescriptionId} is not null`,
        lines: orderParcels.lines,
        toPayKobo: payOnDeliveryOrders.amountKobo,
        riderName: riders.displayName,
        riderPhone: riders.phone,
      })
      .from(deliveryAssignments)
      .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
      .innerJoin(orderParcels, eq(orderParcels.id, deliveryAssignments.parcelId))
      .leftJoin(riders, eq(riders.userId, deliveryAssignments.riderId))
      .leftJoin(payOnDeliveryOrders, and(eq(payOnDeliveryOrders.orderId, orders.id), eq(payOnDeliveryOrders.state, 'open')))
      .where(
        and(
          where.riderId ? eq(deliveryAssignments.riderId, where.riderId) : sql`true`,
          where.pharmacyId ? eq(deliveryAssignments.pharmacyId, where.pharmacyId) : sql`true`,
          inArray(deliveryAssignments.state, [...where.states] as DeliveryAssignment['state'][]),
        ),
      )
      .orderBy(asc(deliveryAssignments.stopOrder), asc(deliveryAssignments.assignedAt))
      .limit(200);
  }

  /** The pharmacy's delivery parcels not yet given to a rider (paid, packed there, not shipped). */
  unassigned(pharmacyId: string | null) {
    return this.db
      .select({
        parcelId: orderParcels.id,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        pharmacyId: orderParcels.locationId,
        deliveryAddress: orders.deliveryAddress,
        lines: orderParcels.lines,
        createdAt: orders.createdAt,
      })
      .from(orderParcels)
      .innerJoin(orders, eq(orders.id, orderParcels.orderId))
      .leftJoin(deliveryAssignments, eq(deliveryAssignments.parcelId, orderParcels.id))
      .where(
        and(
          pharmacyId ? eq(orderParcels.locationId, pharmacyId) : sql`true`,
          eq(orders.fulfilment, 'delivery'),
          inArray(orders.status, ['Pending', 'Processing', 'Shipped']),
          eq(orderParcels.status, 'pending'),
          sql`${deliveryAssignments.id} is null`,
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(200);
  }

  /** Medicines' names by id (a parcel's lines as the staff read them). */
  async medicineNames(ids: string[]) {
    if (!ids.length) return new Map<string, string>();
    const rows = await this.db.select({ id: medicines.id, name: medicines.name }).from(medicines).where(inArray(medicines.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

const assignmentColumns = {
  id: deliveryAssignments.id,
  parcelId: deliveryAssignments.parcelId,
  orderId: deliveryAssignments.orderId,
  pharmacyId: deliveryAssignments.pharmacyId,
  riderId: deliveryAssignments.riderId,
  state: deliveryAssignments.state,
  stopOrder: deliveryAssignments.stopOrder,
  codeHash: deliveryAssignments.codeHash,
  codeAttempts: deliveryAssignments.codeAttempts,
  failedTries: deliveryAssignments.failedTries,
  lastFailure: deliveryAssignments.lastFailure,
  etaMinutes: deliveryAssignments.etaMinutes,
  rebookedDay: deliveryAssignments.rebookedDay,
  rebookedSlot: deliveryAssignments.rebookedSlot,
  assignedAt: deliveryAssignments.assignedAt,
  startedAt: deliveryAssignments.startedAt,
  deliveredAt: deliveryAssignments.deliveredAt,
  returnedAt: deliveryAssignments.returnedAt,
  checkedInBy: deliveryAssignments.checkedInBy,
  updatedAt: deliveryAssignments.updatedAt,
};

/**
 * Erasing an account: a rider's grant goes with the person (their name and work phone); the
 * deliveries they made stay with the orders, without them.
 */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.delete(riders).where(eq(riders.userId, shopper.id));
}
