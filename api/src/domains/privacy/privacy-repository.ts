// What privacy reads across the domains (a shopper's rows for the export, their open orders and
// dispensed orders for the erasure) and writes of its own (retained_dispensing_records). The other
// domains' rows are erased by each domain's own eraseShopper (domains/privacy/erasure.ts calls them).
import { type SQL, and, desc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import * as s from '../../platform/db/schema/index';
import type { RetainedLine } from '../../platform/db/schema/privacy';
import { type ShopperTable, SHOPPER_TABLES } from './shopper-data';

const DAY_MS = 86_400_000;
/** Orders in these states had their medicines dispensed (or on their way): the law keeps their record. */
const DISPENSED = ['Processing', 'Shipped', 'Delivered'] as const;
/**
 * Orders still on their way to the shopper: paid (or to be paid at the door) and not yet delivered
 * or cancelled. An account with one is not erased (the order needs its address and, if cancelled,
 * its refund): the shopper cancels it or waits for the delivery first.
 */
const OPEN = ['AwaitingReview', 'Pending', 'Processing', 'Shipped'] as const;

export type Who = { id: string; email: string };

const byName = new Map(SHOPPER_TABLES.map((t) => [t.name, t]));

/** The condition picking the shopper's rows of a table (by user id, e-mail address, or a parent row of theirs). */
export function ownedBy(db: Database, entry: ShopperTable, who: Who): SQL {
  const conditions = entry.owners.map((owner): SQL => {
    if ('is' in owner) return owner.is === 'user' ? eq(owner.column, who.id) : sql`lower(${owner.column}) = lower(${who.email})`;
    const parent = byName.get(owner.parent)!;
    return inArray(
      owner.column,
      db
        .select({ key: owner.key })
        .from(parent.table)
        .where(ownedBy(db, parent, who)),
    );
  });
  return conditions.length === 1 ? conditions[0] : or(...conditions)!;
}

/** The shopper's rows of one table, as stored. */
export async function shopperRowsOf(db: Database, entry: ShopperTable, who: Who): Promise<Record<string, unknown>[]> {
  return (await db
    .select()
    .from(entry.table)
    .where(ownedBy(db, entry, who))) as Record<string, unknown>[];
}

/** A table's columns by key, and whether each holds a UUID. */
export function storedColumns(entry: ShopperTable): { key: string; uuid: boolean }[] {
  return Object.entries(getTableColumns(entry.table)).map(([key, column]) => ({ key, uuid: column.columnType === 'PgUUID' }));
}

/** The names of lab tests, by id. */
export async function labTestNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: s.labTests.id, name: s.labTests.name }).from(s.labTests).where(inArray(s.labTests.id, ids));
  return new Map(rows.map((t) => [t.id, t.name]));
}

/** The shopper's orders still open (not yet delivered or cancelled), by number. */
export function openOrdersOf(tx: Database, userId: string) {
  return tx
    .select({ number: s.orders.orderNumber, status: s.orders.status })
    .from(s.orders)
    .where(and(eq(s.orders.userId, userId), inArray(s.orders.status, [...OPEN])))
    .orderBy(s.orders.orderNumber);
}

/**
 * Copies the minimum of each dispensed order with a prescription-only line into
 * retained_dispensing_records (before the erasure blanks the shopper); returns how many.
 */
export async function retainDispensingRecords(tx: Database, user: s.User, now: Date, retainDays: number): Promise<number> {
  const dispensed = await tx
    .select()
    .from(s.orders)
    .where(and(eq(s.orders.userId, user.id), inArray(s.orders.status, [...DISPENSED])));
  let kept = 0;
  for (const order of dispensed) {
    const lines = await tx.select().from(s.orderLines).where(eq(s.orderLines.orderId, order.id));
    if (!lines.some((line) => line.requiresPrescription)) continue;
    const [review] = await tx
      .select({ name: s.orderReviews.pharmacistName })
      .from(s.orderReviews)
      .where(eq(s.orderReviews.orderId, order.id))
      .orderBy(desc(s.orderReviews.decidedAt))
      .limit(1);
    const [prescription] = order.prescriptionId
      ? await tx
          .select({ prescriber: s.prescriptions.prescriberName })
          .from(s.prescriptions)
          .where(eq(s.prescriptions.id, order.prescriptionId))
      : [];
    const retained: RetainedLine[] = lines.map((l) => ({
      medicineName: l.medicineName,
      quantity: l.quantity,
      requiresPrescription: l.requiresPrescription,
    }));
    await tx.insert(s.retainedDispensingRecords).values({
      orderId: order.id,
      orderNumber: order.orderNumber,
      patientName: `${user.firstName} ${user.lastName}`.trim(),
      lines: retained,
      prescriberName: prescription?.prescriber ?? null,
      pharmacistName: review?.name ?? null,
      dispensedAt: order.createdAt,
      retainedBecause: 'Dispensing record of prescription-only medicines (Pharmacy Council of Nigeria): kept after the account was erased',
      erasedAt: now,
      retainUntil: new Date(order.createdAt.getTime() + retainDays * DAY_MS),
    });
    kept++;
  }
  return kept;
}

/** The retention job: dispensing records whose period ended before `now`; how many. */
export async function purgeRetainedRecords(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(s.retainedDispensingRecords)
    .where(lt(s.retainedDispensingRecords.retainUntil, now))
    .returning({ id: s.retainedDispensingRecords.id });
  return rows.length;
}
