import type { AuditService } from '../audit/audit-service';
import type { Database } from '../../platform/db/client';
import type { RecallOutcome, StockBatch } from '../../platform/db/schema/stock';
import { notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import type { StockRepository } from './stock-repository';
import type { StockAllocation } from './stock-allocation';

type Locked = { id: string; name: string; stockQuantity: number; courseDays: number | null };
type Held = { orderId: string; quantity: number; outcome: RecallOutcome };
/** What one order's recall came to: refunded if any of its units could not be replaced, else reallocated, else received. */
const RANK: Record<RecallOutcome, number> = { received: 0, reallocated: 1, refunded: 2 };

/**
 * Recalls by lot, the stock domain's part: a recall is of the lot (GTIN and lot number, or the
 * medicine and lot number), so every location's row of that lot leaves sale at once; the recall
 * is recorded once per lot, unsent orders that got the lot from any location are given other
 * batches (or marked to be refunded), and which shoppers are still to be mailed. The refunds and
 * the mails are the recall workflow's (workflows/recall/).
 */
export class StockRecalls {
  constructor(
    private readonly repository: StockRepository,
    private readonly audit: AuditService,
    private readonly allocation: Pick<StockAllocation, 'allocateIn' | 'cutoff'>,
    private readonly changed: () => void,
  ) {}

  /**
   * Recalls the lot of a batch, in one transaction under the lot's medicines' locks: the recall
   * recorded (once per lot: a twin submitted at the same moment, or from another location's row,
   * waits for this one and answers created: false), the units of every row of the lot, at every
   * location, out of sale, and each order holding some: `open` orders get the units from other
   * batches at the same location as the row they came from (the pharmacy or warehouse packing that
   * order or parcel), first expiry first out; none there being enough, the order is marked to be
   * refunded (and the audit names the location that was short) — never filled from another
   * location's shelf. Orders already sent are marked received. The caller refunds and mails after
   * the commit.
   */
  async recallBatch(
    actor: AuthUser,
    batchId: string,
    input: { reason: string; nafdacReference?: string },
    isOpen: (orderId: string) => boolean,
  ): Promise<{ recallId: string; created: boolean }> {
    const batch = await this.repository.batch(batchId);
    if (!batch) throw notFound('There is no such batch.');
    const reason = input.reason.trim();
    const nafdacReference = input.nafdacReference?.trim() ?? '';
    const result = await this.repository.transaction(async (repository, tx) => {
      const medicines = await lockMedicines(repository, await repository.recalls.batchesOfLot(batch));
      if (!medicines.has(batch.medicineId)) throw notFound('There is no such medicine.');
      // Read again under the locks: a twin that went first has recalled every row by now.
      const lot = (await repository.recalls.batchesOfLot(batch)).filter((b) => medicines.has(b.medicineId));
      const toStop = lot.filter((b) => b.status === 'sellable' || b.status === 'quarantined');
      const earlier = await repository.recalls.recallOfAny(lot.map((b) => b.id));
      if (earlier && toStop.length === 0) return { recallId: earlier.id, created: false };
      const lead = toStop.find((b) => b.id === batchId) ?? toStop[0] ?? batch;
      const recall = await repository.recalls.insertRecall({ batchId: lead.id, reason, nafdacReference, recordedBy: actor.id });
      if (!recall) return { recallId: (await repository.recalls.recallOfBatch(lead.id))!.id, created: false };
      const note = `Recall: ${reason}${nafdacReference ? ` (NAFDAC ${nafdacReference})` : ''}`;
      for (const row of toStop) {
        const medicine = medicines.get(row.medicineId)!;
        if (row.status === 'sellable') medicine.stockQuantity = Math.max(0, medicine.stockQuantity - row.quantity);
        await repository.updateBatch(row.id, { status: 'recalled' });
        await repository.move(medicine.id, medicine.stockQuantity, {
          change: -row.quantity,
          reason: 'recalled',
          note,
          actorId: actor.id,
          batchId: row.id,
        });
      }
      const shortAt = new Map<string, string[]>();
      const held = new Map<string, Held>();
      for (const row of lot) {
        for (const allocation of await repository.allocationsOfBatch(row.id)) {
          const outcome = await this.replace(repository, medicines.get(row.medicineId)!, row, allocation, isOpen(allocation.orderId));
          if (outcome === 'refunded') shortAt.set(row.locationId, [...(shortAt.get(row.locationId) ?? []), allocation.orderId]);
          const before = held.get(allocation.orderId);
          held.set(allocation.orderId, {
            orderId: allocation.orderId,
            quantity: (before?.quantity ?? 0) + allocation.quantity,
            outcome: before && RANK[before.outcome] > RANK[outcome] ? before.outcome : outcome,
          });
        }
      }
      for (const order of held.values())
        await repository.recalls.insertRecallOrder(recall.id, order.orderId, order.quantity, order.outcome);
      for (const medicine of medicines.values()) {
        const rows = lot.filter((b) => b.medicineId === medicine.id);
        if (rows.length > 0) await this.record(actor, medicine, rows, reason, shortAt, tx);
      }
      return { recallId: recall.id, created: true };
    });
    this.changed();
    return result;
  }

  /**
   * One order's units of a recalled row: an order already sent keeps them (received); an open one
   * gets units of other batches at the row's own location (reallocated), or, none being enough
   * there, keeps the recalled units until its cancellation gives them back (refunded).
   */
  private async replace(
    repository: StockRepository,
    medicine: Locked,
    row: StockBatch,
    held: { orderId: string; quantity: number },
    open: boolean,
  ): Promise<RecallOutcome> {
    if (!open) return 'received';
    const cutoff = this.allocation.cutoff(medicine.courseDays);
    const available = (await repository.allocatable(medicine.id, cutoff, row.locationId)).reduce((n, b) => n + b.quantity, 0);
    if (available < held.quantity) return 'refunded';
    // The recalled units go back to their (recalled) batch; the order gets others.
    await repository.setAllocation(held.orderId, row.id, 0);
    const back = (await repository.batch(row.id))!;
    await repository.updateBatch(row.id, { quantity: back.quantity + held.quantity });
    await repository.move(medicine.id, medicine.stockQuantity, {
      change: held.quantity,
      reason: 'recalled',
      note: 'Taken back from an unsent order',
      orderId: held.orderId,
      batchId: row.id,
    });
    await this.allocation.allocateIn(repository, held.orderId, medicine, held.quantity, 'sold', row.locationId);
    return 'reallocated';
  }

  /** The audit entry of one medicine's part of the recall: its lot, the locations, and where units were short. */
  private async record(
    actor: AuthUser,
    medicine: Locked,
    rows: StockBatch[],
    reason: string,
    shortAt: Map<string, string[]>,
    tx: Database,
  ) {
    const here = new Set(rows.map((b) => b.locationId));
    const short = [...shortAt].filter(([locationId]) => here.has(locationId));
    await this.audit.record(
      actor,
      {
        entityType: 'medicine',
        entityId: medicine.id,
        entityName: medicine.name,
        action: 'batch recalled',
        changes: {
          batch: { from: rows[0].lotNumber, to: `recalled: ${reason}` },
          locations: { from: '', to: [...here].join(', ') },
          // Orders a location could not refill from its own shelf (refunded instead).
          ...(short.length
            ? { notReplacedAtLocation: { from: short.map(([l]) => l).join(', '), to: short.flatMap(([, o]) => o).join(', ') } }
            : {}),
        },
      },
      tx,
    );
  }

  /** A recall, its batch and the orders it touched (their outcome and whether they were mailed). */
  async recallView(recallId: string) {
    const recall = await this.repository.recalls.recall(recallId);
    if (!recall) throw notFound('There is no such recall.');
    const batch = (await this.repository.batch(recall.batchId))!;
    const orders = await this.repository.recalls.recallOrders(recallId);
    return {
      id: recall.id,
      reason: recall.reason,
      nafdacReference: recall.nafdacReference,
      createdAt: recall.createdAt.toISOString(),
      batch: { id: batch.id, medicineId: batch.medicineId, lotNumber: batch.lotNumber, expiryDate: batch.expiryDate, gtin: batch.gtin },
      orders: orders.map((o) => ({
        orderId: o.orderId,
        quantity: o.quantity,
        outcome: o.outcome,
        mailedAt: o.mailedAt?.toISOString() ?? null,
      })),
    };
  }

  async recallIds(): Promise<string[]> {
    return (await this.repository.recalls.recalls()).map((r) => r.id);
  }

  /** The recall's orders not mailed yet, marked mailed by this call alone. */
  async claimRecallMails(recallId: string): Promise<string[]> {
    return this.repository.recalls.claimRecallMails(recallId);
  }

  /** Order ids holding units of the batch's lot, from any location (to learn which are still open). */
  async ordersHoldingLot(batchId: string): Promise<string[]> {
    const batch = await this.repository.batch(batchId);
    if (!batch) return [];
    const ids = new Set<string>();
    for (const row of await this.repository.recalls.batchesOfLot(batch)) {
      for (const a of await this.repository.allocationsOfBatch(row.id)) ids.add(a.orderId);
    }
    return [...ids];
  }
}

/** Locks the stock rows of the lot's medicines, in one order (so two recalls never wait on each other crosswise). */
async function lockMedicines(repository: StockRepository, lot: StockBatch[]): Promise<Map<string, Locked>> {
  const locked = new Map<string, Locked>();
  for (const id of [...new Set(lot.map((b) => b.medicineId))].sort()) {
    const medicine = await repository.lock(id);
    if (medicine) locked.set(id, medicine);
  }
  return locked;
}
