import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type MedicationSafetyHold, medicationSafetyHolds } from '../../platform/db/schema/medication-safety';

export type HoldInsert = Omit<typeof medicationSafetyHolds.$inferInsert, 'id' | 'status' | 'createdAt'>;
export type HoldDecision = Pick<MedicationSafetyHold, 'status' | 'pharmacistId' | 'pharmacistName' | 'pharmacistRegistration' | 'reason'>;

/** The same person (a profile, or none) as a hold's. */
const sameProfile = (profileId: string | null) =>
  profileId ? eq(medicationSafetyHolds.profileId, profileId) : isNull(medicationSafetyHolds.profileId);

/** All SQL of the sales held by the clinical checks (table medication_safety_holds). */
export class SafetyHoldsRepository {
  constructor(private readonly db: Database) {}

  async transaction<T>(work: (repository: SafetyHoldsRepository, transaction: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new SafetyHoldsRepository(tx as unknown as Database), tx as unknown as Database));
  }

  async insert(values: HoldInsert): Promise<MedicationSafetyHold> {
    const [row] = await this.db.insert(medicationSafetyHolds).values(values).returning();
    return row;
  }

  async byId(id: string): Promise<MedicationSafetyHold | null> {
    const [row] = await this.db.select().from(medicationSafetyHolds).where(eq(medicationSafetyHolds.id, id));
    return row ?? null;
  }

  /** The user's holds for this person, these alerts and this source (and plan), newest first. */
  async matching(
    userId: string,
    profileId: string | null,
    alertsHash: string,
    refillPlanId: string | null,
  ): Promise<MedicationSafetyHold[]> {
    return this.db
      .select()
      .from(medicationSafetyHolds)
      .where(
        and(
          eq(medicationSafetyHolds.userId, userId),
          sameProfile(profileId),
          eq(medicationSafetyHolds.alertsHash, alertsHash),
          refillPlanId ? eq(medicationSafetyHolds.refillPlanId, refillPlanId) : isNull(medicationSafetyHolds.refillPlanId),
        ),
      )
      .orderBy(desc(medicationSafetyHolds.createdAt), desc(medicationSafetyHolds.id));
  }

  async byUser(userId: string): Promise<MedicationSafetyHold[]> {
    return this.db
      .select()
      .from(medicationSafetyHolds)
      .where(eq(medicationSafetyHolds.userId, userId))
      .orderBy(desc(medicationSafetyHolds.createdAt), desc(medicationSafetyHolds.id));
  }

  /** Awaiting a pharmacist, oldest first. */
  async awaiting(): Promise<MedicationSafetyHold[]> {
    return this.db
      .select()
      .from(medicationSafetyHolds)
      .where(eq(medicationSafetyHolds.status, 'awaiting'))
      .orderBy(asc(medicationSafetyHolds.createdAt), asc(medicationSafetyHolds.id));
  }

  /** The decision, only while the hold still awaits one; null when another pharmacist decided first. */
  async decide(id: string, decision: HoldDecision): Promise<MedicationSafetyHold | null> {
    const [row] = await this.db
      .update(medicationSafetyHolds)
      .set({ ...decision, decidedAt: new Date() })
      .where(and(eq(medicationSafetyHolds.id, id), eq(medicationSafetyHolds.status, 'awaiting')))
      .returning();
    return row ?? null;
  }

  /**
   * The order of this payment takes the override (inside the order's transaction): true when it is
   * this payment's (taken now, or by this same payment before), false when another payment's order
   * took it first. Two transactions taking it at once: the second waits for the first's row lock,
   * then finds it used.
   */
  async markUsed(id: string, reference: string): Promise<boolean> {
    const rows = await this.db
      .update(medicationSafetyHolds)
      .set({ status: 'used', usedByReference: reference })
      .where(
        and(
          eq(medicationSafetyHolds.id, id),
          or(
            eq(medicationSafetyHolds.status, 'overridden'),
            and(eq(medicationSafetyHolds.status, 'used'), eq(medicationSafetyHolds.usedByReference, reference)),
          ),
        ),
      )
      .returning({ id: medicationSafetyHolds.id });
    return rows.length > 0;
  }
}

/** Erasing an account: the sales the checks held for the shopper go with their profiles (the decisions stay in the audit log). */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.delete(medicationSafetyHolds).where(eq(medicationSafetyHolds.userId, shopper.id));
}
