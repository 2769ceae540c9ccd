import type { AuditService } from '../audit/audit-service';
import type { Database } from '../db/client';
import type { CartSnapshotLine } from '../db/schema/payments';
import type { ShortfallResolution, StockAdjustmentReason, StockMovement, StockShortfall } from '../db/schema/stock';
import { conflict, fieldError, notFound } from '../lib/http-errors';
import type { AuthUser } from '../plugins/types';
import { StockRepository } from './stock-repository';
import type { ShortfallJson, StockAdjustment, StockMovementJson } from './stock-schemas';

export type { StockAdjustment };

const movementJson = (m: StockMovement): StockMovementJson => ({
  id: m.id,
  change: m.change,
  quantityAfter: m.quantityAfter,
  reason: m.reason,
  note: m.note,
  orderId: m.orderId,
  at: m.createdAt.toISOString(),
});

const shortfallJson = (s: StockShortfall): ShortfallJson => ({
  id: s.id,
  orderId: s.orderId,
  medicineId: s.medicineId,
  medicineName: s.medicineName,
  quantityOrdered: s.quantityOrdered,
  quantityShort: s.quantityShort,
  resolution: s.resolution,
  resolvedAt: s.resolvedAt ? s.resolvedAt.toISOString() : null,
  createdAt: s.createdAt.toISOString(),
});

const REASON_TEXT: Record<StockAdjustmentReason, string> = {
  received: 'received',
  damaged: 'damaged',
  expired: 'expired',
  'count-correction': 'count correction',
};

/**
 * Units on hand. Admins adjust them with a reason (received adds, damaged and expired take away,
 * a count correction sets the counted number); an order takes its units when it is placed, under
 * the medicine's row lock, so two orders never get the same last unit; units that were gone are
 * recorded as a shortfall for the admins; a cancelled order gives back what it took.
 */
export class StockService {
  constructor(
    private readonly repository: StockRepository,
    private readonly audit: AuditService,
    /** Called after every change (the catalogue's read cache shows stock states). */
    private readonly changed: () => void = () => undefined,
  ) {}

  async adjust(
    actor: AuthUser,
    medicineId: string,
    adjustment: StockAdjustment,
  ): Promise<{ stockQuantity: number; movement: StockMovementJson }> {
    const result = await this.repository.transaction((_repository, tx) => this.adjustIn(tx, actor, medicineId, adjustment));
    this.changed();
    return result;
  }

  /** As `adjust`, inside the caller's transaction (adding a medicine with opening stock). */
  async adjustIn(
    transaction: Database,
    actor: AuthUser,
    medicineId: string,
    { reason, quantity, note }: StockAdjustment,
  ): Promise<{ stockQuantity: number; movement: StockMovementJson }> {
    const repository = new StockRepository(transaction);
    const medicine = await repository.lock(medicineId);
    if (!medicine) throw notFound('There is no such medicine.');
    const before = medicine.stockQuantity;
    let after: number;
    if (reason === 'received') after = before + quantity;
    else if (reason === 'count-correction') after = quantity;
    else {
      if (quantity > before) {
        throw fieldError(
          'quantity',
          `Only ${before} of "${medicine.name}" are on hand, so ${quantity} cannot be written off as ${REASON_TEXT[reason]}.`,
        );
      }
      after = before - quantity;
    }
    if (reason !== 'count-correction' && quantity === 0) throw fieldError('quantity', 'quantity must be at least 1.');
    const movement = await repository.move(medicineId, after, {
      change: after - before,
      reason,
      note: note?.trim() ?? '',
      actorId: actor.id,
    });
    await this.audit.record(
      actor,
      {
        entityType: 'medicine',
        entityId: medicineId,
        entityName: medicine.name,
        action: `stock ${REASON_TEXT[reason]}`,
        changes: { stockQuantity: { from: before, to: after }, ...(note?.trim() ? { note: { from: null, to: note.trim() } } : {}) },
      },
      transaction,
    );
    return { stockQuantity: after, movement: movementJson(movement) };
  }

  async movements(medicineId: string): Promise<StockMovementJson[]> {
    return (await this.repository.movements(medicineId, 200)).map(movementJson);
  }

  /**
   * Inside the transaction that places an order: takes each line's units, locking each medicine's
   * row in a fixed order (so concurrent orders queue instead of deadlocking). What is no longer on
   * hand is recorded as a shortfall of the order; answers those.
   */
  async takeForOrder(orderId: string, lines: readonly CartSnapshotLine[], transaction: Database): Promise<ShortfallJson[]> {
    const repository = new StockRepository(transaction);
    const sorted = [...lines].sort((a, b) => (a.medicineId < b.medicineId ? -1 : a.medicineId > b.medicineId ? 1 : 0));
    let short = false;
    for (const line of sorted) {
      const medicine = await repository.lock(line.medicineId);
      const onHand = medicine?.stockQuantity ?? 0;
      const taken = Math.min(onHand, line.quantity);
      if (medicine && taken > 0) {
        await repository.move(medicine.id, onHand - taken, { change: -taken, reason: 'sold', orderId });
      }
      if (taken < line.quantity) {
        short = true;
        await repository.insertShortfall({
          orderId,
          medicineId: medicine ? medicine.id : null,
          medicineName: line.medicineName,
          quantityOrdered: line.quantity,
          quantityShort: line.quantity - taken,
        });
      }
    }
    this.changed();
    return short ? (await repository.shortfalls(true)).filter((s) => s.orderId === orderId).map(shortfallJson) : [];
  }

  /** Inside the transaction that cancels an order: every unit it took goes back on hand. */
  async returnForOrder(orderId: string, transaction: Database): Promise<void> {
    const repository = new StockRepository(transaction);
    for (const { medicineId, held } of await repository.heldByOrder(orderId)) {
      const medicine = await repository.lock(medicineId);
      if (!medicine) continue;
      await repository.move(medicineId, medicine.stockQuantity + held, { change: held, reason: 'order-canceled', orderId });
    }
    this.changed();
  }

  /**
   * Inside the transaction of a pharmacist's decision: the units the order took of these
   * medicines (its rejected prescription lines) go back on hand.
   */
  async returnMedicinesForOrder(orderId: string, medicineIds: readonly string[], transaction: Database): Promise<void> {
    const repository = new StockRepository(transaction);
    for (const { medicineId, held } of await repository.heldByOrder(orderId)) {
      if (!medicineIds.includes(medicineId)) continue;
      const medicine = await repository.lock(medicineId);
      if (!medicine) continue;
      await repository.move(medicineId, medicine.stockQuantity + held, { change: held, reason: 'review-rejected', orderId });
    }
    this.changed();
  }

  async shortfalls(open?: boolean): Promise<ShortfallJson[]> {
    return (await this.repository.shortfalls(open)).map(shortfallJson);
  }

  async shortfall(id: string): Promise<ShortfallJson> {
    const row = await this.repository.shortfall(id);
    if (!row) throw notFound('There is no such stock shortfall.');
    return shortfallJson(row);
  }

  /**
   * Records the admin's choice for an order's shortfalls (the refund itself, cancelling the order,
   * is the checkout's: see stock-routes). 409 when they were resolved meanwhile.
   */
  async resolve(actor: AuthUser, shortfall: ShortfallJson, resolution: ShortfallResolution): Promise<void> {
    await this.repository.transaction(async (repository, tx) => {
      const count = await repository.resolveOrder(shortfall.orderId, resolution, actor.id);
      if (count === 0) throw conflict('This shortfall was already resolved.');
      await this.audit.record(
        actor,
        {
          entityType: 'order',
          entityId: shortfall.orderId,
          entityName: `Order ${shortfall.orderId.slice(0, 8)}`,
          action: resolution === 'refund' ? 'shortfall refunded' : 'shortfall back-ordered',
          changes: { [shortfall.medicineName]: { from: `${shortfall.quantityShort} short`, to: resolution } },
        },
        tx,
      );
    });
  }
}
