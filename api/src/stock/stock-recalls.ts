import type { AuditService } from '../audit/audit-service';
import { notFound } from '../lib/http-errors';
import type { AuthUser } from '../plugins/types';
import type { StockRepository } from './stock-repository';
import type { StockService } from './stock-service';

/**
 * Recalls by batch, the stock domain's part: the recall recorded once per batch, its units out of
 * sale, unsent orders given other batches (or marked to be refunded), and which shoppers are still
 * to be mailed. The refunds and the mails are the recall workflow's (workflows/recall/).
 */
export class StockRecalls {
  constructor(
    private readonly repository: StockRepository,
    private readonly audit: AuditService,
    private readonly allocation: Pick<StockService, 'allocateIn' | 'cutoff'>,
    private readonly changed: () => void,
  ) {}

  /**
   * Recalls a batch, in one transaction under the medicine's lock: the recall recorded (once per
   * batch: a twin submitted at the same moment waits for this one and answers created: false),
   * the batch's units out of sale, and each order holding some: `open` orders get the units from
   * other batches at the same location (the recalled batch's: the pharmacy or warehouse packing that
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
    const result = await this.repository.transaction(async (repository, tx) => {
      const medicine = await repository.lock(batch.medicineId);
      if (!medicine) throw notFound('There is no such medicine.');
      const recall = await repository.insertRecall({
        batchId,
        reason: input.reason.trim(),
        nafdacReference: input.nafdacReference?.trim() ?? '',
        recordedBy: actor.id,
      });
      if (!recall) return { recallId: (await repository.recallOfBatch(batchId))!.id, created: false };
      const current = (await repository.batch(batchId))!;
      if (current.status === 'sellable') {
        medicine.stockQuantity = Math.max(0, medicine.stockQuantity - current.quantity);
      }
      await repository.updateBatch(batchId, { status: 'recalled' });
      await repository.move(medicine.id, medicine.stockQuantity, {
        change: -current.quantity,
        reason: 'recalled',
        note: `Recall: ${input.reason.trim()}${input.nafdacReference ? ` (NAFDAC ${input.nafdacReference.trim()})` : ''}`,
        actorId: actor.id,
        batchId,
      });
      // The order's units came from this batch's location: replacements come from there only.
      const locationId = current.locationId;
      const shortAt: string[] = [];
      for (const held of await repository.allocationsOfBatch(batchId)) {
        if (!isOpen(held.orderId)) {
          await repository.insertRecallOrder(recall.id, held.orderId, held.quantity, 'received');
          continue;
        }
        const available = (await repository.allocatable(medicine.id, this.allocation.cutoff(medicine.courseDays), locationId)).reduce(
          (n, b) => n + b.quantity,
          0,
        );
        if (available < held.quantity) {
          await repository.insertRecallOrder(recall.id, held.orderId, held.quantity, 'refunded');
          shortAt.push(held.orderId);
          continue;
        }
        // The recalled units go back to their (recalled) batch; the order gets others.
        await repository.setAllocation(held.orderId, batchId, 0);
        const back = (await repository.batch(batchId))!;
        await repository.updateBatch(batchId, { quantity: back.quantity + held.quantity });
        await repository.move(medicine.id, medicine.stockQuantity, {
          change: held.quantity,
          reason: 'recalled',
          note: 'Taken back from an unsent order',
          orderId: held.orderId,
          batchId,
        });
        await this.allocation.allocateIn(repository, held.orderId, medicine, held.quantity, 'sold', locationId);
        await repository.insertRecallOrder(recall.id, held.orderId, held.quantity, 'reallocated');
      }
      await this.audit.record(
        actor,
        {
          entityType: 'medicine',
          entityId: medicine.id,
          entityName: medicine.name,
          action: 'batch recalled',
          changes: {
            batch: { from: current.lotNumber, to: `recalled: ${input.reason.trim()}` },
            // Orders the batch's location could not refill from its own shelf (refunded instead).
            ...(shortAt.length ? { notReplacedAtLocation: { from: locationId, to: shortAt.join(', ') } } : {}),
          },
        },
        tx,
      );
      return { recallId: recall.id, created: true };
    });
    this.changed();
    return result;
  }

  /** A recall, its batch and the orders it touched (their outcome and whether they were mailed). */
  async recallView(recallId: string) {
    const recall = await this.repository.recall(recallId);
    if (!recall) throw notFound('There is no such recall.');
    const batch = (await this.repository.batch(recall.batchId))!;
    const orders = await this.repository.recallOrders(recallId);
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
    return (await this.repository.recalls()).map((r) => r.id);
  }

  /** The recall's orders not mailed yet, marked mailed by this call alone. */
  async claimRecallMails(recallId: string): Promise<string[]> {
    return this.repository.claimRecallMails(recallId);
  }

  /** Order ids holding units of the batch (to learn which are still open). */
  async ordersHoldingBatch(batchId: string): Promise<string[]> {
    return (await this.repository.allocationsOfBatch(batchId)).map((a) => a.orderId);
  }
}
