import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  labBookings,
  labResultAccessLog,
  labResults,
  labSlots,
  labStaff,
  labTests,
  laboratories,
  users,
} from '../../platform/db/schema/index';

/** Lab results (lab_results), who read them (lab_result_access_log), the laboratories' staff (lab_staff) and the bookings they work. */
export class LabResultsRepository {
  constructor(private readonly db: Database) {}

  /** The laboratory a user is staff of, or null. */
  async laboratoryOf(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ laboratoryId: labStaff.laboratoryId }).from(labStaff).where(eq(labStaff.userId, userId));
    return row?.laboratoryId ?? null;
  }

  async userExists(userId: string): Promise<boolean> {
    return (await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;
  }

  /** The laboratory's name; undefined when there is no such laboratory. */
  async laboratoryName(laboratoryId: string): Promise<string | undefined> {
    const [lab] = await this.db.select({ name: laboratories.name }).from(laboratories).where(eq(laboratories.id, laboratoryId));
    return lab?.name;
  }

  /** Makes the user staff of the laboratory (in place of another one). */
  async bindStaff(userId: string, laboratoryId: string, grantedBy: string): Promise<void> {
    await this.db
      .insert(labStaff)
      .values({ userId, laboratoryId, grantedBy })
      .onConflictDoUpdate({ target: labStaff.userId, set: { laboratoryId, grantedBy, grantedAt: new Date() } });
  }

  /** Removes the user's binding: the laboratory they were staff of, if any. */
  async unbindStaff(userId: string): Promise<string | null> {
    const removed = await this.db.delete(labStaff).where(eq(labStaff.userId, userId)).returning({ laboratoryId: labStaff.laboratoryId });
    return removed[0]?.laboratoryId ?? null;
  }

  /** The laboratory's bookings past payment (or only the one `only`), latest slot first, with test, slot, shopper and result times. */
  bookings(laboratoryId: string, only?: string) {
    return this.db
      .select({
        booking: labBookings,
        testName: labTests.name,
        startsAt: labSlots.startsAt,
        area: labSlots.area,
        firstName: users.firstName,
        lastName: users.lastName,
        resultAt: labResults.uploadedAt,
      })
      .from(labBookings)
      .innerJoin(labTests, eq(labTests.id, labBookings.testId))
      .innerJoin(labSlots, eq(labSlots.id, labBookings.slotId))
      .innerJoin(users, eq(users.id, labBookings.userId))
      .leftJoin(labResults, eq(labResults.bookingId, labBookings.id))
      .where(
        and(
          eq(labTests.laboratoryId, laboratoryId),
          ne(labBookings.status, 'awaiting-payment'),
          only ? eq(labBookings.id, only) : undefined,
        ),
      )
      .orderBy(desc(labSlots.startsAt));
  }

  async setAttendance(bookingId: string, attendance: 'collected' | 'no-show'): Promise<void> {
    await this.db.update(labBookings).set({ attendance, attendanceAt: new Date() }).where(eq(labBookings.id, bookingId));
  }

  /** The booking with its test's laboratory and name; null when there is no such booking. */
  async bookingWithLab(id: string) {
    const [row] = await this.db
      .select({ booking: labBookings, laboratoryId: labTests.laboratoryId, testName: labTests.name })
      .from(labBookings)
      .innerJoin(labTests, eq(labTests.id, labBookings.testId))
      .where(eq(labBookings.id, id));
    return row ?? null;
  }

  /** Keeps the booking's result (replacing the one before). */
  async saveResult(bookingId: string, values: Omit<typeof labResults.$inferInsert, 'bookingId'>): Promise<void> {
    await this.db
      .insert(labResults)
      .values({ bookingId, ...values })
      .onConflictDoUpdate({ target: labResults.bookingId, set: values });
  }

  async shopper(userId: string) {
    const [shopper] = await this.db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return shopper;
  }

  async logAccess(entry: typeof labResultAccessLog.$inferInsert): Promise<void> {
    await this.db.insert(labResultAccessLog).values(entry);
  }

  async result(bookingId: string) {
    const [result] = await this.db.select().from(labResults).where(eq(labResults.bookingId, bookingId));
    return result;
  }

  /** Who read (or tried to read) the booking's result, newest first. */
  accessLog(bookingId: string) {
    return this.db
      .select()
      .from(labResultAccessLog)
      .where(eq(labResultAccessLog.bookingId, bookingId))
      .orderBy(desc(labResultAccessLog.at));
  }
}
