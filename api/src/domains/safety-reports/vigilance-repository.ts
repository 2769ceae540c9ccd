import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type SafetyReportKind, type SafetyReportState, safetyReports } from '../../platform/db/schema/safety-reports';

type SafetyReportRow = typeof safetyReports.$inferInsert;

/** A report as the pharmacist's list reads it (order number and times as PostgreSQL gives them). */
export type ReportRow = {
  id: string;
  kind: SafetyReportKind;
  state: SafetyReportState;
  medicineId: string | null;
  medicineName: string;
  orderId: string | null;
  orderNumber: number | null;
  lotNumber: string;
  description: string;
  contactPhone: string;
  customerName: string | null;
  customerEmail: string | null;
  triageNote: string;
  triagedAt: string | Date | null;
  createdAt: string | Date;
};

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Safety reports (safety_reports), and what a report is checked against: the medicine, the shopper's order, its lines and the batches it received. */
export class VigilanceRepository {
  constructor(private readonly db: Database) {}

  async medicineName(medicineId: string): Promise<string | undefined> {
    const [medicine] = rowsOf<{ name: string }>(await this.db.execute(sql`SELECT name FROM medicines WHERE id = ${medicineId}::uuid`));
    return medicine?.name;
  }

  /** The status of the shopper's own order; undefined for another shopper's or none. */
  async orderStatus(orderId: string, userId: string): Promise<string | undefined> {
    const [order] = rowsOf<{ status: string }>(
      await this.db.execute(sql`SELECT status FROM orders WHERE id = ${orderId}::uuid AND user_id = ${userId}::uuid`),
    );
    return order?.status;
  }

  /** The medicine's name as the order's line has it; undefined when the order has no such line. */
  async lineMedicineName(orderId: string, medicineId: string): Promise<string | undefined> {
    const [line] = rowsOf<{ medicineName: string }>(
      await this.db.execute(sql`SELECT medicine_name AS "medicineName" FROM order_lines
        WHERE order_id = ${orderId}::uuid AND medicine_id = ${medicineId}::uuid LIMIT 1`),
    );
    return line?.medicineName;
  }

  /** The lot numbers of the batches the order received of the medicine. */
  async lotsReceived(orderId: string, medicineId: string): Promise<string[]> {
    const lots = rowsOf<{ lotNumber: string }>(
      await this.db.execute(sql`SELECT b.lot_number AS "lotNumber" FROM stock_allocations a JOIN stock_batches b ON b.id = a.batch_id
        WHERE a.order_id = ${orderId}::uuid AND a.medicine_id = ${medicineId}::uuid AND a.quantity > 0`),
    );
    return lots.map((l) => l.lotNumber);
  }

  async insert(report: SafetyReportRow) {
    const [saved] = await this.db
      .insert(safetyReports)
      .values(report)
      .returning({ id: safetyReports.id, createdAt: safetyReports.createdAt });
    return saved;
  }

  /** Reports with their shopper and order number, oldest first: the open ones (not closed), or every one. */
  async list(which: 'open' | 'all', limit: number): Promise<ReportRow[]> {
    const result = await this.db.execute(sql`
      SELECT r.id, r.kind, r.state, r.medicine_id AS "medicineId", r.medicine_name AS "medicineName", r.order_id AS "orderId",
        o.order_number AS "orderNumber", r.lot_number AS "lotNumber", r.description, r.contact_phone AS "contactPhone",
        trim(concat(u.first_name, ' ', u.last_name)) AS "customerName", u.email AS "customerEmail",
        r.triage_note AS "triageNote", r.triaged_at AS "triagedAt", r.created_at AS "createdAt"
      FROM safety_reports r LEFT JOIN users u ON u.id = r.user_id LEFT JOIN orders o ON o.id = r.order_id
      ${which === 'open' ? sql`WHERE r.state <> 'closed'` : sql``}
      ORDER BY r.created_at ASC, r.id ASC
      LIMIT ${limit}`);
    return rowsOf<ReportRow>(result);
  }

  /** Sets the report's state, note and triage; undefined when there is no such report. */
  async triage(id: string, set: Partial<SafetyReportRow>) {
    const [updated] = await this.db
      .update(safetyReports)
      .set(set)
      .where(eq(safetyReports.id, id))
      .returning({ id: safetyReports.id, state: safetyReports.state, triageNote: safetyReports.triageNote });
    return updated;
  }
}

/** Erasing an account: the shopper's reports stay (pharmacovigilance), without their contact phone. */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.update(safetyReports).set({ contactPhone: '' }).where(eq(safetyReports.userId, shopper.id));
}
