import { and, asc, desc, eq, inArray } from 'drizzle-orm';
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

  /** The order of this payment used it (inside the order's transaction). */
  async markUsed(id: string, reference: string): Promise<void> {
    await this.db
      .update(prescriptionApprovals)
      .set({ status: 'used', usedByReference: reference })
      .where(and(eq(prescriptionApprovals.id, id), eq(prescriptionApprovals.status, 'approved')));
  }

  transaction<T>(work: (repo: ApprovalsRepository, tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new ApprovalsRepository(tx as unknown as Database), tx as unknown as Database));
  }
}
