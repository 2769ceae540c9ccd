import type { AuditService } from '../audit/audit-service';
import type { StockBatch, StockMovementReason } from '../../platform/db/schema/stock';
import { conflict, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { expiryCutoff, lagosDate } from './batches';
import type { StockRepository } from './stock-repository';
import type { DisposalsReport, ExpiringReport, OnHandReport } from './stock-schemas';

/** Units that left the pharmacy without being sold, as the written-off report lists them. */
const DISPOSAL_REASONS = ['written-off', 'damaged', 'expired', 'returned-to-supplier'] as const satisfies readonly StockMovementReason[];
const DAY_MS = 24 * 60 * 60 * 1000;
/** The start (an instant) of a Lagos day written YYYY-MM-DD. */
const lagosDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 60 * 60 * 1000);

/**
 * Expiry housekeeping, the stock domain's part: batches reaching their expiry margin taken out of
 * sale (quarantined), units of a batch written off with a reason or returned to the distributor,
 * and the admins' stock reports (on hand by batch, expiring soon, written off). Every change is made
 * under the medicine's stock row lock and recorded as a stock movement, so none runs twice or
 * takes a batch below zero.
 */
export class StockHousekeeping {
  constructor(
    private readonly repository: StockRepository,
    private readonly audit: AuditService,
    private readonly marginDays: number,
    private readonly changed: () => void,
  ) {}

  /**
   * Quarantines every sellable batch whose expiry is within its margin today (the shop's margin, or
   * a chronic medicine's course if longer): its units leave the sellable stock. Each medicine is
   * handled in its own transaction under its lock and its batches read again there, so two runs at
   * once (two replicas) quarantine each batch once. Answers the batches this run quarantined.
   */
  async quarantineDue(now: Date = new Date()): Promise<{ batchId: string; medicineId: string; lotNumber: string; quantity: number }[]> {
    const today = lagosDate(now);
    const medicineIds = [...new Set((await this.repository.reports.dueForQuarantine(today, this.marginDays)).map((b) => b.medicineId))];
    const done: { batchId: string; medicineId: string; lotNumber: string; quantity: number }[] = [];
    for (const medicineId of medicineIds) {
      await this.repository.transaction(async (repository) => {
        const medicine = await repository.lock(medicineId);
        if (!medicine) return;
        for (const batch of await repository.reports.dueForQuarantine(today, this.marginDays, medicineId)) {
          await repository.updateBatch(batch.id, { status: 'quarantined' });
          medicine.stockQuantity = Math.max(0, medicine.stockQuantity - batch.quantity);
          await repository.move(medicineId, medicine.stockQuantity, {
            change: -batch.quantity,
            reason: 'quarantined',
            note: `Expiry ${batch.expiryDate} is within the ${Math.max(this.marginDays, medicine.courseDays ?? 0)}-day margin: out of sale`,
            batchId: batch.id,
          });
          done.push({ batchId: batch.id, medicineId, lotNumber: batch.lotNumber, quantity: batch.quantity });
        }
      });
    }
    if (done.length > 0) this.changed();
    return done;
  }

  /**
   * Writes off units of a batch (destroyed, lost, expired on the shelf) with the admin's reason.
   * 409 when the batch holds fewer units, or changed since the admin read it (`expectedQuantity`),
   * so a form sent twice writes off once.
   */
  async writeOff(actor: AuthUser, batchId: string, input: { quantity: number; reason: string; expectedQuantity?: number }) {
    return this.takeOut(actor, batchId, input.quantity, input.expectedQuantity, 'written-off', input.reason.trim());
  }

  /**
   * Returns units of a batch (all it holds when no quantity is given) to the distributor it came
   * from: they leave the pharmacy; a batch returned whole is marked returned.
   */
  async returnToSupplier(actor: AuthUser, batchId: string, input: { quantity?: number; note?: string; expectedQuantity?: number }) {
    return this.takeOut(actor, batchId, input.quantity ?? null, input.expectedQuantity, 'returned-to-supplier', input.note?.trim() ?? '');
  }

  private async takeOut(
    actor: AuthUser,
    batchId: string,
    quantity: number | null,
    expectedQuantity: number | undefined,
    reason: 'written-off' | 'returned-to-supplier',
    note: string,
  ): Promise<{ batchId: string; quantity: number; status: StockBatch['status']; stockQuantity: number }> {
    const found = await this.repository.batch(batchId);
    if (!found) throw notFound('There is no such batch.');
    const result = await this.repository.transaction(async (repository, tx) => {
      const medicine = await repository.lock(found.medicineId);
      if (!medicine) throw notFound('There is no such medicine.');
      const batch = (await repository.batch(batchId))!;
      const name = batch.openingBalance ? 'the opening balance' : `batch ${batch.lotNumber}`;
      if (expectedQuantity !== undefined && expectedQuantity !== batch.quantity) {
        throw conflict(`${name} now holds ${batch.quantity} units, not ${expectedQuantity}: it changed meanwhile. Read it again.`);
      }
      let supplier: string | null = null;
      if (reason === 'returned-to-supplier') {
        const row = batch.supplierId ? await repository.supplier(batch.supplierId) : undefined;
        if (!row) throw conflict(`No distributor is recorded for ${name}: it cannot be returned. Write its units off instead.`);
        supplier = `${row.name} (${row.licenceNumber})`;
      }
      const units = quantity ?? batch.quantity;
      if (units < 1) throw conflict(`${name} holds no units.`);
      if (units > batch.quantity) throw conflict(`${name} holds ${batch.quantity} units: ${units} cannot be taken out of it.`);
      const after = batch.quantity - units;
      const status = reason === 'returned-to-supplier' && after === 0 ? 'returned' : batch.status;
      await repository.updateBatch(batch.id, { quantity: after, status });
      if (batch.status === 'sellable') medicine.stockQuantity = Math.max(0, medicine.stockQuantity - units);
      const text = reason === 'written-off' ? note : [`Returned to ${supplier}`, note].filter(Boolean).join(': ');
      await repository.move(medicine.id, medicine.stockQuantity, { change: -units, reason, note: text, actorId: actor.id, batchId });
      await this.audit.record(
        actor,
        {
          entityType: 'medicine',
          entityId: medicine.id,
          entityName: medicine.name,
          action: reason === 'written-off' ? 'batch written off' : 'batch returned to supplier',
          changes: {
            batch: { from: null, to: batch.openingBalance ? 'Opening balance' : batch.lotNumber },
            batchUnits: { from: batch.quantity, to: after },
            ...(text ? { [reason === 'written-off' ? 'reason' : 'note']: { from: null, to: text } } : {}),
          },
        },
        tx,
      );
      return { batchId, quantity: after, status, stockQuantity: medicine.stockQuantity };
    });
    this.changed();
    return result;
  }

  // Reports --------------------------------------------------------------------------------------

  /** Every batch holding units, with the units by status (sellable ones make up the stock sold). */
  async onHand(): Promise<OnHandReport> {
    const rows = await this.repository.reports.batchesOnHand();
    const totals = { units: 0, sellable: 0, quarantined: 0, recalled: 0, returned: 0 };
    for (const b of rows) {
      totals.units += b.quantity;
      totals[b.status] += b.quantity;
    }
    return {
      totals,
      batches: rows.map((b) => ({
        batchId: b.id,
        medicineId: b.medicineId,
        medicineName: b.medicineName,
        lotNumber: b.lotNumber,
        openingBalance: b.openingBalance,
        expiryDate: b.expiryDate,
        status: b.status,
        quantity: b.quantity,
        supplierName: b.supplierName,
      })),
    };
  }

  /** Sellable and quarantined batches with units expiring within `days` days (Lagos), soonest first. */
  async expiring(days: number, now: Date = new Date()): Promise<ExpiringReport> {
    const today = lagosDate(now);
    const rows = await this.repository.reports.expiringBy(expiryCutoff(days, now));
    return {
      withinDays: days,
      units: rows.reduce((n, b) => n + b.quantity, 0),
      batches: rows.map((b) => ({
        batchId: b.id,
        medicineId: b.medicineId,
        medicineName: b.medicineName,
        lotNumber: b.lotNumber,
        expiryDate: b.expiryDate!,
        daysLeft: Math.round((Date.parse(b.expiryDate!) - Date.parse(today)) / DAY_MS),
        status: b.status as 'sellable' | 'quarantined',
        quantity: b.quantity,
      })),
    };
  }

  /**
   * Units written off (with a reason, or as damaged or expired) and returned to distributors
   * between two Lagos days (inclusive; default the last 30 days), newest first, with totals.
   */
  async disposals(from: string | undefined, to: string | undefined, now: Date = new Date()): Promise<DisposalsReport> {
    const last = to ?? lagosDate(now);
    const first = from ?? expiryCutoff(-29, now);
    const rows = await this.repository.reports.disposals(
      DISPOSAL_REASONS,
      lagosDayStart(first),
      new Date(lagosDayStart(last).getTime() + DAY_MS),
    );
    const totals = { units: 0, writtenOff: 0, returned: 0 };
    const entries = rows.map((r) => {
      const units = -r.movement.change;
      const returned = r.movement.reason === 'returned-to-supplier';
      totals.units += units;
      if (returned) totals.returned += units;
      else totals.writtenOff += units;
      return {
        movementId: r.movement.id,
        at: r.movement.createdAt.toISOString(),
        medicineId: r.movement.medicineId,
        medicineName: r.medicineName,
        batchId: r.movement.batchId,
        lotNumber: r.lotNumber,
        expiryDate: r.expiryDate,
        kind: r.movement.reason as (typeof DISPOSAL_REASONS)[number],
        units,
        note: r.movement.note,
        by: r.actorName,
      };
    });
    return { from: first, to: last, totals, entries };
  }
}
