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
import { forbidden, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { orderNumberLabel } from './order-number';

/** The staff screens' lists: packing, waiting for the shopper at the counter, out with a rider. */
export const STAFF_ORDER_STAGES = ['to-pack', 'ready-for-pickup', 'handed-to-rider'] as const;
export type StaffOrderStage = (typeof STAFF_ORDER_STAGES)[number];

/** The location a user is staff of, or null (one location per user). */
export async function pharmacyOfStaff(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ pharmacyId: pharmacyStaff.pharmacyId }).from(pharmacyStaff).where(eq(pharmacyStaff.userId, userId));
  return row?.pharmacyId ?? null;
}

/**
 * Who may work a location's orders: null for an admin (every location), the staff member's own
 * location, or 403 for anyone else. Callers answer 404 for an order of another location, as a
 * shopper's foreign order is.
 */
export async function locationScope(db: Database, caller: AuthUser, refusal: string): Promise<string | null> {
  if (caller.role === 'admin') return null;
  const pharmacyId = await pharmacyOfStaff(db, caller.id);
  if (!pharmacyId) throw forbidden(refusal);
  return pharmacyId;
}

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

/**
 * Staff accounts scoped to one pharmacy (or the warehouse): an admin binds a user to a location;
 * the staff member then reads only that location's orders and stock. The scope is read from the
 * database on every call, so taking it back works at once.
 */
export class PharmacyStaff {
  constructor(private readonly db: Database) {}

  /** An admin makes a user staff of one location, or (null) takes it back. */
  async setStaff(admin: AuthUser, userId: string, pharmacyId: string | null) {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('There is no such user.');
    if (pharmacyId === null) {
      await this.db.delete(pharmacyStaff).where(eq(pharmacyStaff.userId, userId));
      return { userId, pharmacyId: null };
    }
    const [pharmacy] = await this.db.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.id, pharmacyId));
    if (!pharmacy) throw notFound('There is no such pharmacy.');
    await this.db
      .insert(pharmacyStaff)
      .values({ userId, pharmacyId, grantedBy: admin.id })
      .onConflictDoUpdate({ target: pharmacyStaff.userId, set: { pharmacyId, grantedBy: admin.id, grantedAt: new Date() } });
    return { userId, pharmacyId };
  }

  /** Every staff binding (the admin's users screen shows each user's pharmacy). */
  async bindings() {
    return this.db
      .select({ userId: pharmacyStaff.userId, pharmacyId: pharmacyStaff.pharmacyId, pharmacyName: pharmacies.name })
      .from(pharmacyStaff)
      .innerJoin(pharmacies, eq(pharmacies.id, pharmacyStaff.pharmacyId))
      .orderBy(asc(pharmacies.name));
  }

  /** The staff member's own location (403 for a user who is not staff anywhere). */
  async myPharmacy(caller: AuthUser) {
    const pharmacyId = await this.requireStaff(caller);
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

  /** The staff member's location's orders at one stage, oldest first (the queue's order). */
  async orders(caller: AuthUser, stage: StaffOrderStage) {
    const pharmacyId = await this.requireStaff(caller);
    const rows = await this.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        fulfilment: orders.fulfilment,
        createdAt: orders.createdAt,
        pickupReadyAt: orders.pickupReadyAt,
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
      .limit(200);
    const lines = rows.length
      ? await this.db
          .select({ orderId: orderLines.orderId, medicineName: orderLines.medicineName, quantity: orderLines.quantity })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return rows.map(({ toPayKobo, deliveryAddress, ...r }) => ({
      ...r,
      toPay: toPayKobo === null ? null : toPayKobo / 100,
      // The phone the shopper gave at checkout (the pharmacy calls it when a pickup is ready, or it is late).
      customerPhone: deliveryAddress?.phone || null,
      number: orderNumberLabel(r.orderNumber),
      createdAt: r.createdAt.toISOString(),
      pickupReadyAt: r.pickupReadyAt?.toISOString() ?? null,
      lines: lines.filter((l) => l.orderId === r.id).map(({ medicineName, quantity }) => ({ medicineName, quantity })),
    }));
  }

  /** The staff member's location's batches holding units (never another location's). */
  async stock(caller: AuthUser) {
    const pharmacyId = await this.requireStaff(caller);
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

  private async requireStaff(caller: AuthUser): Promise<string> {
    const pharmacyId = await pharmacyOfStaff(this.db, caller.id);
    if (!pharmacyId) throw forbidden("Only a pharmacy's staff can do this.");
    return pharmacyId;
  }
}
