import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type SafetyReportKind, type SafetyReportState, safetyReports } from '../../platform/db/schema/safety-reports';
import { badRequest, conflict, fieldError, notFound, withCode } from '../../platform/lib/http-errors';

export type NewSafetyReport = {
  kind: SafetyReportKind;
  medicineId: string;
  orderId?: string;
  lotNumber?: string;
  description: string;
  contactPhone?: string;
};

type ReportRow = {
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
const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
const orderLabel = (n: number | null) => (n === null ? null : `EPH-${String(n).padStart(6, '0')}`);
/** A lot number as printed, compared without case or spaces. */
const lotKey = (lot: string) => lot.replace(/\s+/g, '').toUpperCase();

/**
 * Pharmacovigilance and authenticity reports: a shopper reports a side effect or a suspected fake
 * (from a delivered order of theirs or a product page); pharmacists triage them, oldest first.
 */
export class VigilanceService {
  constructor(private readonly db: Database) {}

  /** Checks the report against the shopper's own order and what it received, then keeps it. */
  async report(userId: string, input: NewSafetyReport) {
    const description = input.description.trim();
    if (description.length < 10) throw fieldError('description', 'Tell us what happened in a few words (at least 10 characters).');
    const lotNumber = (input.lotNumber ?? '').trim();
    if (input.kind === 'suspected-fake' && !lotNumber) {
      throw fieldError('lotNumber', 'Give the batch (lot) number printed on the pack, so the batch can be traced.');
    }
    const [medicine] = rowsOf<{ name: string }>(
      await this.db.execute(sql`SELECT name FROM medicines WHERE id = ${input.medicineId}::uuid`),
    );
    let medicineName = medicine?.name;
    if (input.orderId) {
      const [order] = rowsOf<{ status: string }>(
        await this.db.execute(sql`SELECT status FROM orders WHERE id = ${input.orderId}::uuid AND user_id = ${userId}::uuid`),
      );
      // Another shopper's order answers as if it did not exist.
      if (!order) throw notFound('Order not found.');
      if (order.status !== 'Delivered') {
        throw withCode(conflict('Reports from an order can be made once it has been delivered.'), 'order-not-delivered');
      }
      const [line] = rowsOf<{ medicineName: string }>(
        await this.db.execute(sql`SELECT medicine_name AS "medicineName" FROM order_lines
          WHERE order_id = ${input.orderId}::uuid AND medicine_id = ${input.medicineId}::uuid LIMIT 1`),
      );
      if (!line) throw fieldError('medicineId', 'That medicine is not in this order.');
      medicineName = line.medicineName;
      if (lotNumber) {
        const lots = rowsOf<{ lotNumber: string }>(
          await this.db.execute(sql`SELECT b.lot_number AS "lotNumber" FROM stock_allocations a JOIN stock_batches b ON b.id = a.batch_id
            WHERE a.order_id = ${input.orderId}::uuid AND a.medicine_id = ${input.medicineId}::uuid AND a.quantity > 0`),
        );
        const received = lots.find((l) => lotKey(l.lotNumber) === lotKey(lotNumber));
        if (!received) {
          throw withCode(
            badRequest('That batch number is not one this order received. Check the number printed on the pack.', [
              { field: 'lotNumber', message: 'Not a batch this order received.' },
            ]),
            'lot-not-received',
          );
        }
      }
    }
    if (!medicineName) throw notFound('Medicine not found.');
    const [saved] = await this.db
      .insert(safetyReports)
      .values({
        kind: input.kind,
        userId,
        orderId: input.orderId ?? null,
        medicineId: input.medicineId,
        medicineName,
        lotNumber,
        description,
        contactPhone: (input.contactPhone ?? '').trim(),
      })
      .returning({ id: safetyReports.id, createdAt: safetyReports.createdAt });
    return { id: saved.id, state: 'new' as const, createdAt: saved.createdAt.toISOString() };
  }

  /** Reports for the pharmacist, oldest first: the open ones (not closed), or every one. */
  async list(which: 'open' | 'all' = 'open', limit = 200) {
    const result = await this.db.execute(sql`
      SELECT r.id, r.kind, r.state, r.medicine_id AS "medicineId", r.medicine_name AS "medicineName", r.order_id AS "orderId",
        o.order_number AS "orderNumber", r.lot_number AS "lotNumber", r.description, r.contact_phone AS "contactPhone",
        trim(concat(u.first_name, ' ', u.last_name)) AS "customerName", u.email AS "customerEmail",
        r.triage_note AS "triageNote", r.triaged_at AS "triagedAt", r.created_at AS "createdAt"
      FROM safety_reports r LEFT JOIN users u ON u.id = r.user_id LEFT JOIN orders o ON o.id = r.order_id
      ${which === 'open' ? sql`WHERE r.state <> 'closed'` : sql``}
      ORDER BY r.created_at ASC, r.id ASC
      LIMIT ${limit}`);
    return rowsOf<ReportRow>(result).map((r) => ({
      ...r,
      orderNumber: orderLabel(r.orderNumber === null ? null : Number(r.orderNumber)),
      triagedAt: iso(r.triagedAt),
      createdAt: iso(r.createdAt)!,
    }));
  }

  /** A pharmacist moves a report on (reviewing, sent to NAFDAC, closed), with a note. */
  async triage(pharmacistId: string, id: string, input: { state: SafetyReportState; note?: string }) {
    const [updated] = await this.db
      .update(safetyReports)
      .set({
        state: input.state,
        ...(input.note !== undefined ? { triageNote: input.note.trim() } : {}),
        triagedBy: pharmacistId,
        triagedAt: new Date(),
      })
      .where(eq(safetyReports.id, id))
      .returning({ id: safetyReports.id, state: safetyReports.state, triageNote: safetyReports.triageNote });
    if (!updated) throw notFound('Report not found.');
    return updated;
  }
}
