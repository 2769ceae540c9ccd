import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type PrescriptionApproval, prescriptionApprovals } from '../../platform/db/schema/index';

/** All SQL of the approvals before payment (table prescription_approvals). */
export class ApprovalsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof prescriptionApprovals.$inferInsert): Promise<PrescriptionApproval> {
    const [row] = await this.db.insert(prescriptionApprovals).values(values).returning();
    return row;
  }

  async byId(id: string): Promise<PrescriptionApproval | null> {
    const [row] = await this.db.select().from(prescriptionApprovals).where(eq(prescriptionApprovals.id, id));
    return row ?? null;
  }

  /** The user's newest first. */
  async byUser(userId: string): Promise<PrescriptionApproval[]> {
    return this.db
      .select()
      .from(prescriptionApprovals)
      .where(eq(prescriptionApprovals.userId, userId))
      .orderBy(desc(prescriptionApprovals.requestedAt), desc(prescriptionApprovals.id));
  }

  /** Awaiting a pharmacist, oldest first. */
  async awaiting(): Promise<PrescriptionApproval[]> {
    return this.db
      .select()
      .from(prescriptionApprovals)
      .where(eq(prescriptionApprovals.status, 'awaiting'))
      .orderBy(asc(prescriptionApprovals.requestedAt), asc(prescriptionApprovals.id));
  }

  /** A newer request replaces the user's earlier ones still open (awaiting, or approved and unused). */
  async replaceOpen(userId: string): Promise<void> {
    await this.db
      .update(prescriptionApprovals)
      .set({ status: 'replaced' })
      .where(and(eq(prescriptionApprovals.userId, userId), inArray(prescriptionApprovals.status, ['awaiting', 'approved'])));
  }

  /** The decision, only while it still awaits one; null when another pharmacist decided first. */
  async decide(
    id: string,
    decision: Pick<PrescriptionApproval, 'status' | 'pharmacistId' | 'pharmacistName' | 'pharmacistRegistration' | 'reason'>,
  ): Promise<PrescriptionApproval | null> {
    const [row] = await this.db
      .update(prescriptionApprovals)
      .set({ ...decision, decidedAt: new Date() })
      .where(and(eq(prescriptionApprovals.id, id), eq(prescriptionApprovals.status, 'awaiting')))
      .returning();
    return row ?? null;
  }

  /**
   * The order of this payment takes the approval (inside the order's transaction): true when it is
   * this payment's (taken now, or by this same payment before), false when another payment's order
   * took it first; a second transaction at once waits for the first's row lock, then finds it used.
   */
  async markUsed(id: string, reference: string): Promise<boolean> {
    const rows = await this.db
      .update(prescriptionApprovals)
      .set({ status: 'used', usedByReference: reference })
      .where(
        and(
          eq(prescriptionApprovals.id, id),
          or(
            eq(prescriptionApprovals.status, 'approved'),
            and(eq(prescriptionApprovals.status, 'used'), eq(prescriptionApprovals.usedByReference, reference)),
          ),
        ),
      )
      .returning({ id: prescriptionApprovals.id });
    return rows.length > 0;
  }

  transaction<T>(work: (repo: ApprovalsRepository, tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new ApprovalsRepository(tx as unknown as Database), tx as unknown as Database));
  }
}
