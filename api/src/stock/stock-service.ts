import type { AuditService } from '../audit/audit-service';
import type { Database } from '../db/client';
import type { CartSnapshotLine } from '../db/schema/payments';
import { CENTRAL_WAREHOUSE_ID } from '../db/schema/operations';
import { StockLocations } from './stock-locations';
import type {
  ShortfallResolution,
  StockAdjustmentReason,
  StockBatch,
  StockMovement,
  StockMovementReason,
  StockShortfall,
} from '../db/schema/stock';
import { conflict, fieldError, notFound } from '../lib/http-errors';
import type { AuthUser } from '../plugins/types';
import { StockRepository } from './stock-repository';
import { StockHousekeeping } from './stock-housekeeping';
import { StockRecalls } from './stock-recalls';
import { StockRerouting } from './stock-rerouting';
import { StockReservations } from './stock-reservations';
import { batchJson, expiryCutoff, monthYear, OPENING_BALANCE_LOT } from './batches';
import { receiveBatch } from './stock-receiving';
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
  private readonly listeners: (() => void)[] = [];
  /** Called after every change: the catalogue's read cache (stock states), then each listener. */
  private readonly changed: () => void;

  constructor(
    private readonly repository: StockRepository,
    private readonly audit: AuditService,
    /** Called after every change (the catalogue's read cache shows stock states). */
    changed: () => void = () => undefined,
    /** No batch expiring within this many days (or a chronic medicine's course, if longer) is sold. */
    private readonly marginDays: number = DEFAULT_EXPIRY_MARGIN_DAYS,
  ) {
    this.changed = () => {
      changed();
      for (const listener of this.listeners) listener();
    };
    this.recalls = new StockRecalls(repository, audit, this, this.changed);
    this.housekeeping = new StockHousekeeping(repository, audit, marginDays, this.changed);
    this.reservations = new StockReservations(repository, this, this.changed);
    this.rerouting = new StockRerouting(this, this.changed);
  }

  /** Calls `listener` after every stock change (back-in-stock notices); it must not throw. */
  onChange(listener: () => void) {
    this.listeners.push(listener);
  }

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
    return expiryCutoff(Math.max(this.marginDays, courseDays ?? 0), today);
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

  async movements(medicineId: string): Promise<StockMovementJson[]> {
    const [movements, batches] = await Promise.all([this.repository.movements(medicineId, 200), this.repository.batches(medicineId)]);
    const byId = new Map(batches.map((b) => [b.id, b]));
    return movements.map((m) => movementJson(m, m.batchId ? byId.get(m.batchId) : undefined));
  }

  /**
   * Inside the transaction that places an order: locks each line's medicine (in a fixed order, so
   * concurrent orders queue instead of deadlocking, and no batch is sold twice), picks the location
   * that fulfils it (fulfilment-routing.ts; a pickup order's pharmacy, or a split order's parcels,
   * are the shopper's choice), then
   * takes each line's units from that location's sellable batches that expire first (never one
   * expiring within the margin). What is not on hand there is recorded as a shortfall of the order.
   * Answers the shortfalls and the fulfilling location (null when no location serves the state).
   */
  async takeForOrder(
    orderId: string,
    lines: readonly CartSnapshotLine[],
    transaction: Database,
    where: {
      address?: { zone?: string; state: string } | null;
      pickupLocationId?: string | null;
      /** A split order: each parcel's location and the medicines it packs (chosen before paying). */
      parcels?: readonly { locationId: string; medicineIds: readonly string[] }[] | null;
    } = {},
  ): Promise<{ shortfalls: ShortfallJson[]; locationId: string | null }> {
    const repository = new StockRepository(transaction);
    const sorted = [...lines].sort((a, b) => (a.medicineId < b.medicineId ? -1 : a.medicineId > b.medicineId ? 1 : 0));
    const locked = [];
    for (const line of sorted) locked.push({ line, medicine: await repository.lock(line.medicineId) });
    const split = where.parcels?.length ? where.parcels : null;
    const locationId =
      split?.[0].locationId ??
      where.pickupLocationId ??
      (await new StockLocations(repository, (days) => this.cutoff(days)).route(locked, where.address ?? null));
    const at = (medicineId: string) => split?.find((p) => p.medicineIds.includes(medicineId))?.locationId ?? locationId ?? undefined;
    let short = false;
    for (const { line, medicine } of locked) {
      const taken = medicine ? await this.allocateIn(repository, orderId, medicine, line.quantity, 'sold', at(line.medicineId)) : 0;
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
    const shortfalls = short ? (await repository.shortfalls(true)).filter((s) => s.orderId === orderId).map(shortfallJson) : [];
    return { shortfalls, locationId };
  }

  /** Locations, per-location stock, availability in a state (stock-locations.ts). */
  get places(): StockLocations {
    return new StockLocations(this.repository, (courseDays) => this.cutoff(courseDays));
  }

  /**
   * Under the medicine's lock: up to `wanted` units for the order from the allocatable batches,
   * first expiry first; each batch's units, the allocation and a movement recorded. Answers the units taken.
   */
  async allocateIn(
    repository: StockRepository,
    orderId: string,
    medicine: { id: string; stockQuantity: number; courseDays: number | null },
    wanted: number,
    reason: StockMovementReason,
    /** Only this location's batches (the order's fulfilling location); any location when left out. */
    locationId?: string,
  ): Promise<number> {
    let sellable = medicine.stockQuantity;
    let taken = 0;
    for (const batch of await repository.allocatable(medicine.id, this.cutoff(medicine.courseDays), locationId)) {
      if (taken >= wanted) break;
      const take = Math.min(batch.quantity, wanted - taken);
      await repository.updateBatch(batch.id, { quantity: batch.quantity - take });
      await repository.allocate(orderId, medicine.id, batch.id, take);
      sellable = Math.max(0, sellable - take);
      await repository.move(medicine.id, sellable, { change: -take, reason, orderId, batchId: batch.id });
      taken += take;
    }
    medicine.stockQuantity = sellable;
    return taken;
  }

  /** Inside the transaction that cancels an order: every unit it took goes back to its batch. */
  async returnForOrder(orderId: string, transaction: Database): Promise<void> {
    await this.giveBack(new StockRepository(transaction), orderId, null, 'order-canceled');
    this.changed();
  }

  /**
   * Inside the transaction of a pharmacist's decision: the units the order took of these
   * medicines (its rejected prescription lines) go back to their batches.
   */
  async returnMedicinesForOrder(orderId: string, medicineIds: readonly string[], transaction: Database): Promise<void> {
    await this.giveBack(new StockRepository(transaction), orderId, medicineIds, 'review-rejected');
    this.changed();
  }

  /**
   * The order's units (of these medicines, or all) back to the batches they came from: sellable
   * again unless the batch was quarantined or recalled meanwhile. Units taken before batches were
   * kept go to the opening balance.
   */
  private async giveBack(
    repository: StockRepository,
    orderId: string,
    medicineIds: readonly string[] | null,
    reason: 'order-canceled' | 'review-rejected',
  ): Promise<void> {
    const wanted = (id: string) => medicineIds === null || medicineIds.includes(id);
    const allocations = (await repository.allocationsOf(orderId)).filter((a) => wanted(a.medicineId));
    const legacy = (await repository.heldByOrderWithoutBatch(orderId)).filter((h) => wanted(h.medicineId));
    const ids = [...new Set([...allocations.map((a) => a.medicineId), ...legacy.map((l) => l.medicineId)])].sort();
    for (const medicineId of ids) {
      const medicine = await repository.lock(medicineId);
      if (!medicine) continue;
      let sellable = medicine.stockQuantity;
      for (const allocation of allocations.filter((a) => a.medicineId === medicineId)) {
        const batch = await repository.batch(allocation.batchId);
        if (!batch) continue;
        await repository.updateBatch(batch.id, { quantity: batch.quantity + allocation.quantity });
        await repository.setAllocation(orderId, batch.id, 0);
        if (batch.status === 'sellable') sellable += allocation.quantity;
        await repository.move(medicineId, sellable, { change: allocation.quantity, reason, orderId, batchId: batch.id });
      }
      const held = legacy.find((l) => l.medicineId === medicineId)?.held ?? 0;
      if (held > 0) {
        const batches = await repository.batches(medicineId);
        const opening =
          batches.find((b) => b.openingBalance) ??
          (await repository.insertBatch({ medicineId, lotNumber: OPENING_BALANCE_LOT, openingBalance: true, note: '' }));
        await repository.updateBatch(opening.id, { quantity: opening.quantity + held });
        if (opening.status === 'sellable') sellable += held;
        await repository.move(medicineId, sellable, { change: held, reason, orderId, batchId: opening.id });
      }
    }
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
