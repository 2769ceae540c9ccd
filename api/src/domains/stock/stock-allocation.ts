import { allocateFirstExpiryFirstOut } from './allocate-first-expiry-first-out';
import type { Database } from '../../platform/db/client';
import type { CartSnapshotLine } from '../../platform/db/schema/payments';
import type { StockMovementReason, StockShortfall } from '../../platform/db/schema/stock';
import { expiryCutoff } from './batches';
import { StockLocations } from './stock-locations';
import { StockRepository } from './stock-repository';
import type { ShortfallJson } from './stock-schemas';

export const shortfallJson = (s: StockShortfall): ShortfallJson => ({
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

/**
 * Taking units for an order: which batches are allocatable (the expiry cutoff), the units taken
 * first expiry first, and an order's units or shortfalls. The stock service, its recalls, rerouting
 * and reservations all take through here (so none of them imports the service back).
 */
export class StockAllocation {
  constructor(
    /** No batch expiring within this many days (or a chronic medicine's course, if longer) is sold. */
    private readonly marginDays: number,
    /** Called after every change. */
    private readonly changed: () => void,
  ) {}

  /** The last day a batch may expire on and still not be sold for this medicine today. */
  cutoff(courseDays: number | null, today: Date = new Date()): string {
    return expiryCutoff(Math.max(this.marginDays, courseDays ?? 0), today);
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

  /** Under the medicine's lock: up to `wanted` units for the order (allocate-first-expiry-first-out.ts). Answers the units taken. */
  allocateIn(
    repository: StockRepository,
    orderId: string,
    medicine: { id: string; stockQuantity: number; courseDays: number | null },
    wanted: number,
    reason: StockMovementReason,
    /** Only this location's batches (the order's fulfilling location); any location when left out. */
    locationId?: string,
  ): Promise<number> {
    return allocateFirstExpiryFirstOut(repository, this.cutoff(medicine.courseDays), orderId, medicine, wanted, reason, locationId);
  }
}
