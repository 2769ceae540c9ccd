import { and, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { isForeignKeyViolation } from '../../platform/lib/pg-errors';
import {
  orders,
  payments,
  type Prescription,
  prescriptionAccessLog,
  type PrescriptionAccess,
  prescriptions,
  type PrescriptionAccessAction,
  type PrescriptionAccessor,
} from '../../platform/db/schema/index';
import { prescriptionApprovals, refillPlans } from '../../platform/db/schema/index';

/** All SQL of the prescriptions domain: the records, which orders use them, and the access log. */
export class PrescriptionsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof prescriptions.$inferInsert): Promise<Prescription> {
    const [row] = await this.db.insert(prescriptions).values(values).returning();
    return row;
  }

  async byId(id: string): Promise<Prescription | null> {
    const [row] = await this.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    return row ?? null;
  }

  async byUser(userId: string): Promise<Prescription[]> {
    return this.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.userId, userId))
      .orderBy(desc(prescriptions.uploadedAt), desc(prescriptions.id));
  }

  /** The order numbers using each prescription. */
  async orderNumbers(ids: string[]): Promise<Map<string, number[]>> {
    const map = new Map<string, number[]>();
    if (ids.length === 0) return map;
    const rows = await this.db
      .select({ prescriptionId: orders.prescriptionId, orderNumber: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.prescriptionId, ids))
      .orderBy(orders.orderNumber);
    for (const row of rows) if (row.prescriptionId) map.set(row.prescriptionId, [...(map.get(row.prescriptionId) ?? []), row.orderNumber]);
    return map;
  }

  /** Whether an order, or a payment still on its way to one, uses the prescription. */
  async inUse(id: string): Promise<boolean> {
    const [order] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.prescriptionId, id)).limit(1);
    if (order) return true;
    const [payment] = await this.db.select({ id: payments.id }).from(payments).where(eq(payments.prescriptionId, id)).limit(1);
    return Boolean(payment);
  }

  async delete(id: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(prescriptions)
      .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId)))
      .returning({ id: prescriptions.id });
    return rows.length > 0;
  }

  /** Writes one row of the access log; false when the prescription no longer exists. */
  async logAccess(entry: {
    prescriptionId: string;
    actorId: string | null;
    actorName: string;
    actor: PrescriptionAccessor;
    action: PrescriptionAccessAction;
    allowed: boolean;
    ip: string | null;
  }): Promise<boolean> {
    try {
      await this.db.insert(prescriptionAccessLog).values(entry);
      return true;
    } catch (err) {
      // The prescription was deleted a moment ago: the foreign key refuses a row about it.
      if (isForeignKeyViolation(err)) return false;
      throw err;
    }
  }

  async accessLog(prescriptionId: string): Promise<PrescriptionAccess[]> {
    return this.db
      .select()
      .from(prescriptionAccessLog)
      .where(eq(prescriptionAccessLog.prescriptionId, prescriptionId))
      .orderBy(desc(prescriptionAccessLog.at), desc(sql`${prescriptionAccessLog.id}`));
  }
}

/**
 * Erasing an account: the prescription rows stay (orders point at them, and the dispensing record
 * names the prescriber); their images go (an empty storage key says the file was erased), and the
 * keys of those files are returned for the caller to delete once the erasure is committed. The
 * approvals lose the shopper's phone; the access logs name the shopper no more.
 */
export async function eraseShopper(tx: Database, shopper: { id: string; erasedName: string }): Promise<string[]> {
  const files = await tx
    .select({ key: prescriptions.storageKey })
    .from(prescriptions)
    .where(and(eq(prescriptions.userId, shopper.id), sql`${prescriptions.storageKey} <> ''`));
  await tx.update(prescriptions).set({ fileName: 'erased', notes: null, storageKey: '' }).where(eq(prescriptions.userId, shopper.id));
  await tx.update(prescriptionApprovals).set({ phone: '', whatsappPhone: null }).where(eq(prescriptionApprovals.userId, shopper.id));
  await tx.update(prescriptionAccessLog).set({ actorName: shopper.erasedName }).where(eq(prescriptionAccessLog.actorId, shopper.id));
  return files.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * The retention job: prescriptions uploaded before `cutoff` that no order, payment, approval or
 * refill plan uses are deleted; the storage keys of their files (empty when already erased) are returned.
 */
export async function purgeUnusedOlderThan(db: Database, cutoff: Date): Promise<string[]> {
  const notUsedBy = (table: typeof orders | typeof payments | typeof prescriptionApprovals | typeof refillPlans) =>
    notExists(
      db
        .select({ x: sql`1` })
        .from(table)
        .where(sql`${table.prescriptionId} = ${prescriptions.id}`),
    );
  const unused = [notUsedBy(orders), notUsedBy(payments), notUsedBy(prescriptionApprovals), notUsedBy(refillPlans)];
  const rows = await db
    .delete(prescriptions)
    .where(and(lt(prescriptions.uploadedAt, cutoff), ...unused))
    .returning({ key: prescriptions.storageKey });
  return rows.map((row) => row.key);
}
