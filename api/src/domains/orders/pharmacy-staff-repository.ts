import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  medicines,
  orderLines,
  orders,
  payOnDeliveryOrders,
  pharmacies,
  pharmacyStaff,
  stockBatches,
  users,
} from '../../platform/db/schema/index';

/** The staff screens' lists: packing, waiting for the shopper at the counter, out with a rider. */
export const STAFF_ORDER_STAGES = ['to-pack', 'ready-for-pickup', 'handed-to-rider'] as const;
export type StaffOrderStage = (typeof STAFF_ORDER_STAGES)[number];

function stageFilter(stage: StaffOrderStage) {
  switch (stage) {
    case 'to-pack':
      // Paid and not yet out of the door: a delivery not shipped, a pickup not marked ready.
      return and(inArray(orders.status, ['Pending', 'Processing']), isNull(orders.pickupReadyAt));
    case 'ready-for-pickup':
      return and(
        eq(orders.fulfilment, 'pickup'),
        isNotNull(orders.pickupReadyAt),
        isNull(orders.pickedUpAt),
        sql`${orders.status} <> 'Canceled'`,
      );
    case 'handed-to-rider':
      return and(eq(orders.fulfilment, 'delivery'), eq(orders.status, 'Shipped'));
  }
}

/** Staff bindings (pharmacy_staff), and what a staff member reads of their location: its orders, their lines, its batches. */
export class PharmacyStaffRepository {
  constructor(private readonly db: Database) {}

  /** The location a user is staff of, or null. */
  async pharmacyOf(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ pharmacyId: pharmacyStaff.pharmacyId })
      .from(pharmacyStaff)
      .where(eq(pharmacyStaff.userId, userId));
    return row?.pharmacyId ?? null;
  }

  async userExists(userId: string): Promise<boolean> {
    return (await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;
  }

  async pharmacyExists(pharmacyId: string): Promise<boolean> {
    return (await this.db.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.id, pharmacyId))).length > 0;
  }

  async unbind(userId: string): Promise<void> {
    await this.db.delete(pharmacyStaff).where(eq(pharmacyStaff.userId, userId));
  }

  /** Makes the user staff of the location (in place of another one). */
  async bind(userId: string, pharmacyId: string, grantedBy: string): Promise<void> {
    await this.db
      .insert(pharmacyStaff)
      .values({ userId, pharmacyId, grantedBy })
      .onConflictDoUpdate({ target: pharmacyStaff.userId, set: { pharmacyId, grantedBy, grantedAt: new Date() } });
  }

  /** Every staff binding with its pharmacy's name, by that name. */
  bindings() {
    return this.db
      .select({ userId: pharmacyStaff.userId, pharmacyId: pharmacyStaff.pharmacyId, pharmacyName: pharmacies.name })
      .from(pharmacyStaff)
      .innerJoin(pharmacies, eq(pharmacies.id, pharmacyStaff.pharmacyId))
      .orderBy(asc(pharmacies.name));
  }

  async pharmacy(pharmacyId: string) {
    const [row] = await this.db
      .select({
        id: pharmacies.id,
        name: pharmacies.name,
        kind: pharmacies.kind,
        address: pharmacies.address,
        state: pharmacies.state,
        openingHours: pharmacies.openingHours,
        isPickupPoint: pharmacies.isPickupPoint,
      })
      .from(pharmacies)
      .where(eq(pharmacies.id, pharmacyId));
    return row;
  }

  /** The location's orders at one stage, oldest first, with the shopper's name and what a rider collects on delivery. */
  orders(pharmacyId: string, stage: StaffOrderStage) {
    return (
      this.db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          fulfilment: orders.fulfilment,
          createdAt: orders.createdAt,
          pickupReadyAt: orders.pickupReadyAt,
          coldBoxPackedAt: orders.coldBoxPackedAt,
          leftFridgeAt: orders.leftFridgeAt,
          coldChainHandedOverAt: orders.coldChainHandedOverAt,
          riderName: orders.riderName,
          customerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          toPayKobo: payOnDeliveryOrders.amountKobo,
          deliveryAddress: orders.deliveryAddress,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        // Pay on delivery still open: what the rider collects (read, never written, here).
        .leftJoin(payOnDeliveryOrders, and(eq(payOnDeliveryOrders.orderId, orders.id), eq(payOnDeliveryOrders.state, 'open')))
        .where(and(eq(orders.fulfilmentLocationId, pharmacyId), stageFilter(stage)))
        .orderBy(asc(orders.createdAt))
        .limit(200)
    );
  }

  async lines(orderIds: string[]) {
    if (orderIds.length === 0) return [];
    return this.db
      .select({
        orderId: orderLines.orderId,
        medicineName: orderLines.medicineName,
        quantity: orderLines.quantity,
        // Stored at 2–8 °C (the catalogue's cold chain, read only): packed last, in a cold box.
        coldChain: sql<boolean>`${medicines.coldChainMaxMinutesOut} IS NOT NULL`,
      })
      .from(orderLines)
      .leftJoin(medicines, eq(medicines.id, orderLines.medicineId))
      .where(inArray(orderLines.orderId, orderIds));
  }

  /** The location's batches holding units, by medicine name, latest expiry first. */
  stock(pharmacyId: string) {
    return this.db
      .select({
        batchId: stockBatches.id,
        medicineId: stockBatches.medicineId,
        medicineName: medicines.name,
        lotNumber: stockBatches.lotNumber,
        expiryDate: stockBatches.expiryDate,
        quantity: stockBatches.quantity,
        status: stockBatches.status,
      })
      .from(stockBatches)
      .innerJoin(medicines, eq(medicines.id, stockBatches.medicineId))
      .where(and(eq(stockBatches.locationId, pharmacyId), sql`${stockBatches.quantity} > 0`))
      .orderBy(asc(medicines.name), desc(stockBatches.expiryDate))
      .limit(1000);
  }
}
