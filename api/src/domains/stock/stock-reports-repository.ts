import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { medicines } from '../../platform/db/schema/catalogue';
import {
  type StockBatch,
  type StockMovement,
  type StockMovementReason,
  stockBatches,
  stockLevels,
  stockMovements,
  stockSuppliers,
} from '../../platform/db/schema/stock';

/** The stock domain's SQL for expiry housekeeping and the reports: batches due for quarantine, on hand, expiring, disposed of. */
export class StockReportsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Sellable batches (of one medicine, or all) that reached their margin on `today`: an expiry on or
   * before today + the longer of `marginDays` and the medicine's course. The opening balance
   * (unknown expiry) never does.
   */
  async dueForQuarantine(today: string, marginDays: number, medicineId?: string): Promise<StockBatch[]> {
    const rows = await this.db
      .select({ batch: stockBatches })
      .from(stockBatches)
      .leftJoin(stockLevels, eq(stockLevels.medicineId, stockBatches.medicineId))
      .where(
        and(
          eq(stockBatches.status, 'sellable'),
          sql`${stockBatches.expiryDate} is not null`,
          sql`${stockBatches.expiryDate} <= ${today}::date + greatest(${marginDays}::int, coalesce(${stockLevels.courseDays}, 0))`,
          medicineId ? eq(stockBatches.medicineId, medicineId) : undefined,
        ),
      )
      .orderBy(asc(stockBatches.medicineId), asc(stockBatches.expiryDate), asc(stockBatches.id));
    return rows.map((r) => r.batch);
  }

  /** Every batch holding units, with its medicine's name and its distributor, by medicine then expiry. */
  async batchesOnHand(): Promise<(StockBatch & { medicineName: string; supplierName: string | null })[]> {
    const rows = await this.db
      .select({ batch: stockBatches, medicineName: medicines.name, supplierName: stockSuppliers.name })
      .from(stockBatches)
      .innerJoin(medicines, eq(medicines.id, stockBatches.medicineId))
      .leftJoin(stockSuppliers, eq(stockSuppliers.id, stockBatches.supplierId))
      .where(gt(stockBatches.quantity, 0))
      .orderBy(asc(medicines.name), sql`${stockBatches.expiryDate} asc nulls first`, asc(stockBatches.lotNumber));
    return rows.map((r) => ({ ...r.batch, medicineName: r.medicineName, supplierName: r.supplierName }));
  }

  /** Sellable or quarantined batches with units expiring on or before `last` (YYYY-MM-DD), soonest first. */
  async expiringBy(last: string): Promise<(StockBatch & { medicineName: string })[]> {
    const rows = await this.db
      .select({ batch: stockBatches, medicineName: medicines.name })
      .from(stockBatches)
      .innerJoin(medicines, eq(medicines.id, stockBatches.medicineId))
      .where(
        and(
          inArray(stockBatches.status, ['sellable', 'quarantined']),
          gt(stockBatches.quantity, 0),
          sql`${stockBatches.expiryDate} is not null and ${stockBatches.expiryDate} <= ${last}::date`,
        ),
      )
      .orderBy(asc(stockBatches.expiryDate), asc(medicines.name), asc(stockBatches.lotNumber));
    return rows.map((r) => ({ ...r.batch, medicineName: r.medicineName }));
  }

  /** Units that left the pharmacy other than sold (these reasons), from `from` up to `until`, newest first. */
  async disposals(
    reasons: readonly StockMovementReason[],
    from: Date,
    until: Date,
  ): Promise<
    { movement: StockMovement; medicineName: string; lotNumber: string | null; expiryDate: string | null; actorName: string | null }[]
  > {
    return this.db
      .select({
        movement: stockMovements,
        medicineName: medicines.name,
        lotNumber: stockBatches.lotNumber,
        expiryDate: stockBatches.expiryDate,
        actorName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${stockMovements.actorId})`,
      })
      .from(stockMovements)
      .innerJoin(medicines, eq(medicines.id, stockMovements.medicineId))
      .leftJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
      .where(
        and(
          inArray(stockMovements.reason, [...reasons]),
          sql`${stockMovements.change} < 0`,
          sql`${stockMovements.createdAt} >= ${from.toISOString()}::timestamptz`,
          sql`${stockMovements.createdAt} < ${until.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id));
  }
}
