import type { AuditService } from '../audit/audit-service';
import type { Database } from '../../platform/db/client';
import { fieldError } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { type ColdChainRestockVerdict, coldChainRestockVerdict } from './cold-chain-restock';
import { StockRepository } from './stock-repository';

/** One cold-chain medicine of a returned order, with the verdict on its units. */
export type ColdChainReturnLine = ColdChainRestockVerdict & {
  medicineId: string;
  medicineName: string;
  /** Units of it the order still held (its allocations). */
  quantity: number;
};

/**
 * A returned parcel's cold-chain units, checked in by staff (workflows that take a parcel back call
 * it inside their own transaction, under the order's lock):
 *
 * `writeOffSpoiled` judges each cold-chain medicine the order holds units of with
 * `coldChainRestockVerdict` (its limit read from the catalogue, never taken from the caller) and
 * writes off the units past their time out of the fridge: the order no longer holds them (its
 * allocation goes to 0, so a restock that follows, such as `StockService.returnForOrder`, gives back
 * only the rest, and a second check-in finds nothing to write off), their batch never gets them
 * back, a `written-off` stock movement names the order, the minutes and the limit, and the audit log
 * records who did it. Units within their limit, and every other medicine, are left for the caller's
 * restock. Answers every cold-chain line with its verdict.
 */
export class ColdChainReturns {
  constructor(
    private readonly audit: AuditService,
    private readonly changed: () => void,
  ) {}

  async writeOffSpoiled(
    transaction: Database,
    actor: AuthUser,
    input: {
      orderId: string;
      leftFridgeAt: Date | null;
      returnedAt: Date;
      /** One parcel of the order: its pharmacy's units of these medicines (null: all) only, as its restock gives back. */
      parcel?: { locationId: string; medicineIds: readonly string[] | null };
    },
  ): Promise<ColdChainReturnLine[]> {
    if (input.leftFridgeAt && input.returnedAt.getTime() < input.leftFridgeAt.getTime())
      throw fieldError('returnedAt', 'The parcel cannot be checked in before it left the fridge.');
    const repository = new StockRepository(transaction);
    const parcel = input.parcel;
    const inParcel = async (a: { medicineId: string; batchId: string }) =>
      !parcel ||
      ((parcel.medicineIds === null || parcel.medicineIds.includes(a.medicineId)) &&
        (await repository.batch(a.batchId))?.locationId === parcel.locationId);
    const allocations = [];
    for (const a of await repository.allocationsOf(input.orderId)) if (await inParcel(a)) allocations.push(a);
    const limits = await repository.coldChainLimits([...new Set(allocations.map((a) => a.medicineId))]);
    const lines: ColdChainReturnLine[] = [];
    for (const [medicineId, maxMinutesOut] of limits) {
      const medicine = await repository.lock(medicineId);
      if (!medicine) continue;
      const held = allocations.filter((a) => a.medicineId === medicineId);
      const quantity = held.reduce((sum, a) => sum + a.quantity, 0);
      const verdict = coldChainRestockVerdict({ leftFridgeAt: input.leftFridgeAt, returnedAt: input.returnedAt, maxMinutesOut });
      lines.push({ medicineId, medicineName: medicine.name, quantity, ...verdict });
      if (verdict.verdict !== 'write-off') continue;
      for (const allocation of held) {
        const batch = await repository.batch(allocation.batchId);
        await repository.setAllocation(input.orderId, allocation.batchId, 0);
        // The units were sold when the order was placed: none come back on hand, so the change is 0.
        await repository.move(medicineId, medicine.stockQuantity, {
          change: 0,
          reason: 'written-off',
          note: `${allocation.quantity} returned unit(s). ${verdict.reason}`,
          orderId: input.orderId,
          actorId: actor.id,
          batchId: allocation.batchId,
        });
        await this.audit.record(
          actor,
          {
            entityType: 'medicine',
            entityId: medicineId,
            entityName: medicine.name,
            action: 'stock written off',
            changes: {
              returnedUnitsWrittenOff: { from: null, to: allocation.quantity },
              batch: { from: null, to: batch?.lotNumber ?? null },
              order: { from: null, to: input.orderId },
              note: { from: null, to: verdict.reason },
            },
          },
          transaction,
        );
      }
    }
    if (lines.some((l) => l.verdict === 'write-off')) this.changed();
    return lines;
  }
}
