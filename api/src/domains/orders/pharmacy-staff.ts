import type { Database } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { orderNumberLabel } from './order-number';
import { coldChainJson } from './cold-chain-packing';
import { PharmacyStaffRepository, type StaffOrderStage } from './pharmacy-staff-repository';

export { STAFF_ORDER_STAGES, type StaffOrderStage } from './pharmacy-staff-repository';

/** The location a user is staff of, or null (one location per user). */
export async function pharmacyOfStaff(db: Database, userId: string): Promise<string | null> {
  return new PharmacyStaffRepository(db).pharmacyOf(userId);
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

/**
 * Staff accounts scoped to one pharmacy (or the warehouse): an admin binds a user to a location;
 * the staff member then reads only that location's orders and stock. The scope is read from the
 * database on every call, so taking it back works at once.
 */
export class PharmacyStaff {
  private readonly repository: PharmacyStaffRepository;

  constructor(db: Database) {
    this.repository = new PharmacyStaffRepository(db);
  }

  /** An admin makes a user staff of one location, or (null) takes it back. */
  async setStaff(admin: AuthUser, userId: string, pharmacyId: string | null) {
    if (!(await this.repository.userExists(userId))) throw notFound('There is no such user.');
    if (pharmacyId === null) {
      await this.repository.unbind(userId);
      return { userId, pharmacyId: null };
    }
    if (!(await this.repository.pharmacyExists(pharmacyId))) throw notFound('There is no such pharmacy.');
    await this.repository.bind(userId, pharmacyId, admin.id);
    return { userId, pharmacyId };
  }

  /** Every staff binding (the admin's users screen shows each user's pharmacy). */
  async bindings() {
    return this.repository.bindings();
  }

  /** The staff member's own location (403 for a user who is not staff anywhere). */
  async myPharmacy(caller: AuthUser) {
    const pharmacyId = await this.requireStaff(caller);
    return this.repository.pharmacy(pharmacyId);
  }

  /** The staff member's location's orders at one stage, oldest first (the queue's order). */
  async orders(caller: AuthUser, stage: StaffOrderStage) {
    const pharmacyId = await this.requireStaff(caller);
    const rows = await this.repository.orders(pharmacyId, stage);
    const lines = await this.repository.lines(rows.map((r) => r.id));
    return rows.map(({ toPayKobo, deliveryAddress, coldBoxPackedAt, leftFridgeAt, coldChainHandedOverAt, ...r }) => ({
      ...r,
      coldChain: coldChainJson(
        lines.filter((l) => l.orderId === r.id && l.coldChain === true).map((l) => l.medicineName),
        { coldBoxPackedAt, leftFridgeAt, coldChainHandedOverAt },
      ),
      toPay: toPayKobo === null ? null : toPayKobo / 100,
      // The phone the shopper gave at checkout (the pharmacy calls it when a pickup is ready, or it is late).
      customerPhone: deliveryAddress?.phone || null,
      number: orderNumberLabel(r.orderNumber),
      createdAt: r.createdAt.toISOString(),
      pickupReadyAt: r.pickupReadyAt?.toISOString() ?? null,
      lines: lines
        .filter((l) => l.orderId === r.id)
        // coldChain only on a fridge medicine's line (true), so other lines read as before.
        .map(({ medicineName, quantity, coldChain }) => ({ medicineName, quantity, ...(coldChain === true ? { coldChain: true } : {}) })),
    }));
  }

  /** The staff member's location's batches holding units (never another location's). */
  async stock(caller: AuthUser) {
    const pharmacyId = await this.requireStaff(caller);
    return this.repository.stock(pharmacyId);
  }

  private async requireStaff(caller: AuthUser): Promise<string> {
    const pharmacyId = await this.repository.pharmacyOf(caller.id);
    if (!pharmacyId) throw forbidden("Only a pharmacy's staff can do this.");
    return pharmacyId;
  }
}
