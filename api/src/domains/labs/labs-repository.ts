import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  labBookings,
  labResults,
  labSlots,
  labTests,
  laboratories,
  users,
  type LabBooking,
  type LabBookingStatus,
  type LabSlot,
  type LabTest,
} from '../../platform/db/schema/index';
import { labResultAccessLog } from '../../platform/db/schema/index';

/** All SQL of the labs domain. Laboratories are read from the operations directory, never written. */
export class LabsRepository {
  constructor(private readonly db: Database) {}

  async tests() {
    return this.db
      .select({ test: labTests, laboratoryName: laboratories.name, laboratoryLocation: laboratories.location })
      .from(labTests)
      .innerJoin(laboratories, eq(laboratories.id, labTests.laboratoryId))
      .where(eq(labTests.active, true))
      .orderBy(asc(labTests.name), asc(laboratories.name));
  }

  async test(id: string): Promise<LabTest | null> {
    const [row] = await this.db.select().from(labTests).where(eq(labTests.id, id));
    return row ?? null;
  }

  async slot(id: string): Promise<LabSlot | null> {
    const [row] = await this.db.select().from(labSlots).where(eq(labSlots.id, id));
    return row ?? null;
  }

  /** The slots after `after`, each with its places taken by unpaid bookings whose hold ended by then (`lapsed`): free again. */
  async upcomingSlots(laboratoryId: string, after: Date): Promise<(LabSlot & { lapsed: number })[]> {
    const lapsed = sql<number>`(select count(*)::int from lab_bookings b
      where b.slot_id = lab_slots.id and b.status = 'awaiting-payment' and b.hold_until <= ${after.toISOString()}::timestamptz)`;
    const rows = await this.db
      .select({ slot: labSlots, lapsed })
      .from(labSlots)
      .where(and(eq(labSlots.laboratoryId, laboratoryId), gt(labSlots.startsAt, after)))
      .orderBy(asc(labSlots.startsAt), asc(labSlots.area));
    return rows.map((r) => ({ ...r.slot, lapsed: Number(r.lapsed) }));
  }

  /**
   * Takes a place in the slot and records the booking, in one transaction. The slot's row is locked
   * first, then the unpaid bookings whose hold ended by `now` give their places back (expireHolds),
   * then the guarded update (`booked < capacity`) takes one: concurrent bookings of the last place,
   * freed or not, give one booking; null when the slot is full.
   */
  async book(
    values: Omit<typeof labBookings.$inferInsert, 'status'>,
    now: Date,
    holdCaps: { perShopper: number; perSlot: number },
  ): Promise<LabBooking | null | 'holds-per-shopper' | 'holds-per-slot'> {
    return this.db.transaction(async (tx) => {
      // The shopper's own lock first (always before any slot's): parallel bookings by one shopper count their holds one at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lab-holds:${values.userId}`}))`);
      await expireHolds(tx as unknown as Database, values.slotId, now);
      const held = await tx
        .select({ slotId: labBookings.slotId })
        .from(labBookings)
        .where(and(eq(labBookings.userId, values.userId), eq(labBookings.status, 'awaiting-payment'), gt(labBookings.holdUntil, now)));
      if (held.filter((h) => h.slotId === values.slotId).length >= holdCaps.perSlot) return 'holds-per-slot';
      if (held.length >= holdCaps.perShopper) return 'holds-per-shopper';
      const [taken] = await tx
        .update(labSlots)
        .set({ booked: sql`${labSlots.booked} + 1` })
        .where(and(eq(labSlots.id, values.slotId), sql`${labSlots.booked} < ${labSlots.capacity}`))
        .returning({ id: labSlots.id });
      if (!taken) return null;
      const [booking] = await tx
        .insert(labBookings)
        .values({ ...values, status: 'awaiting-payment' })
        .returning();
      return booking;
    });
  }

  /** Every unpaid booking whose hold ended by `now` is cancelled and its place freed, slot by slot; answers how many. */
  async expireLapsedHolds(now: Date): Promise<number> {
    const slots = await this.db
      .selectDistinct({ slotId: labBookings.slotId })
      .from(labBookings)
      .where(and(eq(labBookings.status, 'awaiting-payment'), lte(labBookings.holdUntil, now)));
    let expired = 0;
    for (const { slotId } of slots) {
      expired += await this.db.transaction((tx) => expireHolds(tx as unknown as Database, slotId, now));
    }
    return expired;
  }

  async booking(id: string): Promise<LabBooking | null> {
    const [row] = await this.db.select().from(labBookings).where(eq(labBookings.id, id));
    return row ?? null;
  }

  async bookingsOf(userId: string) {
    return this.db
      .select({
        booking: labBookings,
        testName: labTests.name,
        startsAt: labSlots.startsAt,
        area: labSlots.area,
        resultAt: labResults.uploadedAt,
      })
      .from(labBookings)
      .innerJoin(labTests, eq(labTests.id, labBookings.testId))
      .innerJoin(labSlots, eq(labSlots.id, labBookings.slotId))
      .leftJoin(labResults, eq(labResults.bookingId, labBookings.id))
      .where(eq(labBookings.userId, userId))
      .orderBy(desc(labBookings.createdAt));
  }

  /** Bookings made since `since`, by what became of them (lab figures). */
  async figures(since: Date) {
    const [row] = await this.db
      .select({
        bookings: sql<number>`count(*)::int`,
        paid: sql<number>`count(*) filter (where ${labBookings.paidAt} is not null or ${labBookings.status} = 'booked')::int`,
        awaitingPayment: sql<number>`count(*) filter (where ${labBookings.status} = 'awaiting-payment')::int`,
        cancelled: sql<number>`count(*) filter (where ${labBookings.status} = 'cancelled')::int`,
        refunded: sql<number>`count(*) filter (where ${labBookings.status} = 'cancelled' and ${labBookings.refundDue})::int`,
        homeCollections: sql<number>`count(*) filter (where ${labBookings.mode} = 'home' and ${labBookings.status} = 'booked')::int`,
        collected: sql<number>`count(*) filter (where ${labBookings.attendance} = 'collected')::int`,
        noShows: sql<number>`count(*) filter (where ${labBookings.attendance} = 'no-show')::int`,
        resultsUploaded: sql<number>`count(${labResults.bookingId})::int`,
      })
      .from(labBookings)
      .leftJoin(labResults, eq(labResults.bookingId, labBookings.id))
      .where(gt(labBookings.createdAt, since));
    return row;
  }

  /** Where the provider sends the receipt: the shopper's account email. */
  async emailOf(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  }

  /** The payment opened for this booking (the newest one). */
  async setPaymentReference(id: string, reference: string): Promise<void> {
    await this.db.update(labBookings).set({ paymentReference: reference }).where(eq(labBookings.id, id));
  }

  /** The booking a payment was opened for, whatever became of it; null when none. */
  async byPaymentReference(reference: string): Promise<LabBooking | null> {
    const [row] = await this.db.select().from(labBookings).where(eq(labBookings.paymentReference, reference));
    return row ?? null;
  }

  /** The bookings these payments were opened for, with their test's name (the admin's Payments list). */
  async bookingsOfPayments(references: string[]): Promise<{ paymentReference: string | null; id: string; testName: string }[]> {
    if (references.length === 0) return [];
    return this.db
      .select({ paymentReference: labBookings.paymentReference, id: labBookings.id, testName: labTests.name })
      .from(labBookings)
      .innerJoin(labTests, eq(labTests.id, labBookings.testId))
      .where(inArray(labBookings.paymentReference, references));
  }

  /** The booking this payment pays, once: awaiting-payment becomes booked; null when none waited for it. */
  async markPaid(reference: string, paidAt: Date): Promise<LabBooking | null> {
    const [row] = await this.db
      .update(labBookings)
      .set({ status: 'booked', paidAt, holdUntil: null })
      .where(and(eq(labBookings.paymentReference, reference), eq(labBookings.status, 'awaiting-payment')))
      .returning();
    return row ?? null;
  }

  /**
   * Cancels a booking still in one of `from` and gives its place back, in one transaction. The
   * guarded update locks the row, so a second cancel waits and then finds it cancelled (null).
   * `beforeCommit` runs with the row locked (the refund asked of the provider): when it throws,
   * nothing changes.
   */
  async cancel(
    id: string,
    from: LabBookingStatus[],
    refundDue: boolean,
    beforeCommit: (row: LabBooking) => Promise<void> = async () => undefined,
  ): Promise<LabBooking | null> {
    // The slot's row is locked before the booking's, in the order booking and expiry take them.
    const [found] = await this.db.select({ slotId: labBookings.slotId }).from(labBookings).where(eq(labBookings.id, id));
    if (!found) return null;
    return this.db.transaction(async (tx) => {
      await tx.select({ id: labSlots.id }).from(labSlots).where(eq(labSlots.id, found.slotId)).for('update');
      const [row] = await tx
        .update(labBookings)
        .set({ status: 'cancelled', refundDue, cancelledAt: new Date() })
        .where(and(eq(labBookings.id, id), inArray(labBookings.status, from)))
        .returning();
      if (!row) return null;
      await tx
        .update(labSlots)
        .set({ booked: sql`${labSlots.booked} - 1` })
        .where(eq(labSlots.id, row.slotId));
      await beforeCommit(row);
      return row;
    });
  }
}

/**
 * In a transaction: locks the slot's row, cancels its unpaid bookings whose hold ended by `now`
 * (no refund is due: nothing was paid) and gives their places back; answers how many. Every path
 * that changes a slot's places locks the slot first, so two of them never wait on each other.
 */
async function expireHolds(tx: Database, slotId: string, now: Date): Promise<number> {
  await tx.select({ id: labSlots.id }).from(labSlots).where(eq(labSlots.id, slotId)).for('update');
  const expired = await tx
    .update(labBookings)
    .set({ status: 'cancelled', refundDue: false, cancelledAt: now })
    .where(and(eq(labBookings.slotId, slotId), eq(labBookings.status, 'awaiting-payment'), lte(labBookings.holdUntil, now)))
    .returning({ id: labBookings.id });
  if (expired.length > 0) {
    await tx
      .update(labSlots)
      .set({ booked: sql`${labSlots.booked} - ${expired.length}` })
      .where(eq(labSlots.id, slotId));
  }
  return expired.length;
}

/**
 * Erasing an account: the shopper's lab results deleted (the keys of their files returned, for the
 * caller to delete once the erasure is committed), the bookings' home address blanked, and the
 * results' access log naming the shopper no more.
 */
export async function eraseShopper(tx: Database, shopper: { id: string; erasedName: string }): Promise<string[]> {
  const bookings = tx.select({ id: labBookings.id }).from(labBookings).where(eq(labBookings.userId, shopper.id));
  const files = await tx.select({ key: labResults.storageKey }).from(labResults).where(inArray(labResults.bookingId, bookings));
  await tx.delete(labResults).where(inArray(labResults.bookingId, bookings));
  await tx.update(labResultAccessLog).set({ actorName: shopper.erasedName }).where(eq(labResultAccessLog.actorId, shopper.id));
  await tx.update(labBookings).set({ address: null }).where(eq(labBookings.userId, shopper.id));
  return files.flatMap((row) => (row.key ? [row.key] : []));
}
