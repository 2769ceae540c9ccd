import type { AuditService } from '../audit/audit-service';
import type { Database } from '../../platform/db/client';
import { CENTRAL_WAREHOUSE_ID } from '../../platform/db/schema/care-directory';
import { StockLocations } from './stock-locations';
import type { ShortfallResolution, StockAdjustmentReason, StockBatch, StockMovement } from '../../platform/db/schema/stock';
import { conflict, fieldError, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { StockRepository } from './stock-repository';
import { StockHousekeeping } from './stock-housekeeping';
import { StockRecalls } from './stock-recalls';
import { StockRerouting } from './stock-rerouting';
import { ColdChainReturns } from './cold-chain-returns';
import { StockReservations } from './stock-reservations';
import { shortfallJson, StockAllocation } from './stock-allocation';
import { batchJson, monthYear, OPENING_BALANCE_LOT } from './batches';
import { receiveBatch } from './stock-receiving';
import { giveBack } from './stock-give-back';
import type { BatchJson, ReceiveInput, ShortfallJson, StockAdjustment, StockMovementJson, SupplierJson } from './stock-schemas';

export type { StockAdjustment };

export const DEFAULT_EXPIRY_MARGIN_DAYS = 90;

const movementJson = (m: StockMovement, batch?: StockBatch): StockMovementJson => ({
  id: m.id,
  batchId: m.batchId,
  lotNumber: batch ? batch.lotNumber : null,
  change: m.change,
  quantityAfter: m.quantityAfter,
  reason: m.reason,
  note: m.note,
  orderId: m.orderId,
  at: m.createdAt.toISOString(),
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
  /** The units an order (or a recall's, a re-route's, a reservation's order) takes (stock-allocation.ts, first expiry first: allocate-first-expiry-first-out.ts). */
  private readonly allocation: StockAllocation;

  constructor(
    private readonly repository: StockRepository,
    private readonly audit: AuditService,
    /** Called after every change (the catalogue's read cache shows stock states; back-in-stock notices run); it must not throw. */
    private readonly changed: () => void = () => undefined,
    /** No batch expiring within this many days (or a chronic medicine's course, if longer) is sold. */
    marginDays: number = DEFAULT_EXPIRY_MARGIN_DAYS,
  ) {
    this.allocation = new StockAllocation(marginDays, changed);
    this.recalls = new StockRecalls(repository, audit, this.allocation, changed);
    this.housekeeping = new StockHousekeeping(repository, audit, marginDays, changed);
    this.reservations = new StockReservations(repository, this.allocation, changed);
    this.rerouting = new StockRerouting(this.allocation, changed);
    this.coldChainReturns = new ColdChainReturns(audit, changed);
  }

  /** A returned parcel's cold-chain units past their time out of the fridge, written off (cold-chain-returns.ts). */
  readonly coldChainReturns: ColdChainReturns;

  /** Quarantine at the expiry margin, write-offs, returns to distributors, stock reports (stock-housekeeping.ts). */
  readonly housekeeping: StockHousekeeping;

  /** Batch recalls (stock-recalls.ts). */
  readonly recalls: StockRecalls;
  /** Units held for a payment not yet made (stock-reservations.ts). */
  readonly reservations: StockReservations;
  /** An unsent order's units moved to another location (stock-rerouting.ts). */
  readonly rerouting: StockRerouting;

  async adjust(
    actor: AuthUser,
    medicineId: string,
    adjustment: StockAdjustment,
  ): Promise<{ stockQuantity: number; movement: StockMovementJson }> {
    const result = await this.repository.transaction((_repository, tx) => this.adjustIn(tx, actor, medicineId, adjustment));
    this.changed();
    return result;
  }

  /**
   * As `adjust`, inside the caller's transaction (adding a medicine with opening stock). Each
   * adjustment names its batch: `batchId`, or, left out, the medicine's only batch with units
   * (received without a batch goes into the opening balance, the stock of unknown batch).
   */
  async adjustIn(
    transaction: Database,
    actor: AuthUser,
    medicineId: string,
    { reason, quantity, note, batchId, locationId }: StockAdjustment,
  ): Promise<{ stockQuantity: number; movement: StockMovementJson }> {
    const repository = new StockRepository(transaction);
    const medicine = await repository.lock(medicineId);
    if (!medicine) throw notFound('There is no such medicine.');
    if (reason !== 'count-correction' && quantity === 0) throw fieldError('quantity', 'quantity must be at least 1.');
    const batch = await this.adjustedBatch(repository, medicineId, reason, batchId, actor, locationId);
    const before = batch.quantity;
    let after: number;
    if (reason === 'received') after = before + quantity;
    else if (reason === 'count-correction') after = quantity;
    else {
      if (quantity > before) {
        throw fieldError(
          'quantity',
          `Only ${before} of "${medicine.name}" are on hand${batch.openingBalance ? '' : ` in batch ${batch.lotNumber}`}, so ${quantity} cannot be written off as ${REASON_TEXT[reason]}.`,
        );
      }
      after = before - quantity;
    }
    await repository.updateBatch(batch.id, {
      quantity: after,
      ...(reason === 'received' ? { quantityReceived: batch.quantityReceived + quantity } : {}),
    });
    const sellableBefore = medicine.stockQuantity;
    const sellableAfter = batch.status === 'sellable' ? sellableBefore + after - before : sellableBefore;
    const movement = await repository.move(medicineId, sellableAfter, {
      change: after - before,
      reason,
      note: note?.trim() ?? '',
      actorId: actor.id,
      batchId: batch.id,
    });
    await this.audit.record(
      actor,
      {
        entityType: 'medicine',
        entityId: medicineId,
        entityName: medicine.name,
        action: `stock ${REASON_TEXT[reason]}`,
        changes: {
          stockQuantity: { from: sellableBefore, to: sellableAfter },
          batch: { from: null, to: batch.lotNumber },
          ...(note?.trim() ? { note: { from: null, to: note.trim() } } : {}),
        },
      },
      transaction,
    );
    return { stockQuantity: sellableAfter, movement: movementJson(movement, batch) };
  }

  private async adjustedBatch(
    repository: StockRepository,
    medicineId: string,
    reason: StockAdjustmentReason,
    batchId: string | undefined,
    actor: AuthUser,
    named: string | undefined,
  ): Promise<StockBatch> {
    if (batchId) {
      const batch = await repository.batch(batchId);
      if (!batch || batch.medicineId !== medicineId) throw fieldError('batchId', 'There is no such batch of this medicine.');
      if (named && batch.locationId !== named) throw fieldError('locationId', `Batch ${batch.lotNumber} is held at another location.`);
      if (reason === 'received' && batch.status !== 'sellable') {
        throw fieldError('batchId', `Batch ${batch.lotNumber} is ${batch.status}: units cannot be added to it.`);
      }
      return batch;
    }
    // Without a batch named, the adjustment is the named location's (the central warehouse's when none is named).
    const locationId = named ?? CENTRAL_WAREHOUSE_ID;
    if (named && !(await repository.locationExists(named))) throw fieldError('locationId', 'There is no such location.');
    const batches = (await repository.batches(medicineId)).filter((b) => b.locationId === locationId);
    if (reason === 'received') {
      const opening = batches.find((b) => b.openingBalance);
      return (
        opening ??
        repository.insertBatch({
          medicineId,
          locationId,
          lotNumber: OPENING_BALANCE_LOT,
          openingBalance: true,
          receivedBy: actor.id,
          note: 'Stock of unrecorded batch',
        })
      );
    }
    const withUnits = batches.filter((b) => b.quantity > 0);
    if (withUnits.length === 1) return withUnits[0];
    if (withUnits.length === 0 && batches.length <= 1) {
      return (
        batches[0] ??
        repository.insertBatch({
          medicineId,
          locationId,
          lotNumber: OPENING_BALANCE_LOT,
          openingBalance: true,
          receivedBy: actor.id,
          note: '',
        })
      );
    }
    throw fieldError('batchId', 'This medicine has several batches at this location: name the batch the adjustment is for.');
  }

  /**
   * Receives a batch (admin): typed GTIN, lot and expiry, or a GS1 element string holding them;
   * the quantity; the licensed distributor it came from; the admin who received it. The same lot
   * received again adds to its batch (its expiry must match).
   */
  async receive(actor: AuthUser, medicineId: string, input: ReceiveInput): Promise<BatchJson> {
    const result = await receiveBatch(this.repository, this.audit, actor, medicineId, input);
    this.changed();
    return (await this.batchesOf(medicineId)).find((b) => b.id === result)!;
  }

  /** A medicine's batches, soonest expiry first, each with its supplier (admin). */
  async batchesOf(medicineId: string): Promise<BatchJson[]> {
    const [batches, suppliers] = await Promise.all([this.repository.batches(medicineId), this.repository.suppliers()]);
    const byId = new Map(suppliers.map((s) => [s.id, s]));
    return batches.map((b) => batchJson(b, b.supplierId ? (byId.get(b.supplierId) ?? null) : null));
  }

  async suppliers(): Promise<SupplierJson[]> {
    return (await this.repository.suppliers()).map((s) => ({ id: s.id, name: s.name, licenceNumber: s.licenceNumber }));
  }

  /** The last day a batch may expire on and still not be sold for this medicine today. */
  cutoff(courseDays: number | null, today: Date = new Date()): string {
    return this.allocation.cutoff(courseDays, today);
  }

  /** Inside the transaction that places an order: its units taken, or its shortfalls recorded (stock-allocation.ts, first expiry first: allocate-first-expiry-first-out.ts). */
  takeForOrder(...args: Parameters<StockAllocation['takeForOrder']>): ReturnType<StockAllocation['takeForOrder']> {
    return this.allocation.takeForOrder(...args);
  }

  /**
   * What a shopper would get today: per medicine, the expiry of the first batch an order would be
   * allocated (null when none is allocatable, or it is the opening balance of unknown expiry).
   */
  async expiryShown(medicineIds: readonly string[]): Promise<{ medicineId: string; expiryDate: string | null; label: string | null }[]> {
    const answers = [];
    for (const medicineId of [...new Set(medicineIds)]) {
      const courseDays = await this.repository.courseDays(medicineId);
      const [first] = await this.repository.allocatable(medicineId, this.cutoff(courseDays));
      const expiryDate = first?.expiryDate ?? null;
      answers.push({ medicineId, expiryDate, label: expiryDate ? `Expiry: ${monthYear(expiryDate)} or later` : null });
    }
    return answers;
  }

  /** Sets a chronic medicine's course length (null: the shop's margin applies). */
  async setCourseDays(actor: AuthUser, medicineId: string, courseDays: number | null): Promise<void> {
    await this.repository.transaction(async (repository, tx) => {
      const medicine = await repository.lock(medicineId);
      if (!medicine) throw notFound('There is no such medicine.');
      await repository.setCourseDays(medicineId, courseDays);
      await this.audit.record(
        actor,
        {
          entityType: 'medicine',
          entityId: medicineId,
          entityName: medicine.name,
          action: 'course length set',
          changes: { courseDays: { from: medicine.courseDays, to: courseDays } },
        },
        tx,
      );
    });
    this.changed();
  }

  /** Sets a medicine's reorder level (null: the default from recent sales), audited; false when there is no such medicine. */
  async setReorderLevel(actor: AuthUser, medicineId: string, reorderLevel: number | null): Promise<boolean> {
    return this.repository.transaction(async (repository, tx) => {
      const medicine = await repository.reorderLevelForUpdate(medicineId);
      if (!medicine) return false;
      await repository.setReorderLevel(medicineId, reorderLevel);
      await this.audit.record(
        actor,
        {
          entityType: 'medicine',
          entityId: medicineId,
          entityName: medicine.name,
          action: 'reorder level set',
          changes: { reorderLevel: { from: medicine.reorderLevel, to: reorderLevel } },
        },
        tx,
      );
      return true;
    });
  }

  async movements(medicineId: string): Promise<StockMovementJson[]> {
    const [movements, batches] = await Promise.all([this.repository.movements(medicineId, 200), this.repository.batches(medicineId)]);
    const byId = new Map(batches.map((b) => [b.id, b]));
    return movements.map((m) => movementJson(m, m.batchId ? byId.get(m.batchId) : undefined));
  }

  /** Locations, per-location stock, availability in a state (stock-locations.ts). */
  get places(): StockLocations {
    return new StockLocations(this.repository, (courseDays) => this.cutoff(courseDays));
  }

  /** Under the medicine's lock: up to `wanted` units for the order (stock-allocation.ts, first expiry first: allocate-first-expiry-first-out.ts). */
  allocateIn(...args: Parameters<StockAllocation['allocateIn']>): Promise<number> {
    return this.allocation.allocateIn(...args);
  }

  /** Inside the transaction that cancels an order: every unit it took goes back to its batch. */
  async returnForOrder(orderId: string, transaction: Database): Promise<void> {
    await giveBack(new StockRepository(transaction), orderId, null, 'order-canceled');
    this.changed();
  }

  /**
   * Inside the transaction of a pharmacist's decision: the units the order took of these
   * medicines (its rejected prescription lines) go back to their batches.
   */
  async returnMedicinesForOrder(orderId: string, medicineIds: readonly string[], transaction: Database): Promise<void> {
    await giveBack(new StockRepository(transaction), orderId, medicineIds, 'review-rejected');
    this.changed();
  }

  /** A returned parcel checked in (workflows/last-mile): the order's units taken at its pharmacy go back; the one door for them (a cold-chain rule belongs here). */
  async restockReturnedUnits(orderId: string, at: { locationId: string; medicineIds: readonly string[] | null }, tx: Database) {
    await giveBack(new StockRepository(tx), orderId, at.medicineIds, 'order-canceled', at.locationId);
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
   * is the checkout's: see workflows/checkout/shortfall-routes.ts). 409 when they were resolved meanwhile.
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
