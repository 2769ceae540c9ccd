import type { Database } from '../../platform/db/client';
import type { CartSnapshotLine } from '../../platform/db/schema/payments';
import { StockRepository } from './stock-repository';
import type { StockAllocation } from './stock-allocation';

class NotEnough extends Error {}

/**
 * Units held for a payment not yet made (a refill plan's run reserves before it charges its saved
 * card): taken from the batches an order would get, under the medicine's stock lock, so no unit is
 * sold twice; given back if the charge fails, or handed to the order once it is placed.
 */
export class StockReservations {
  constructor(
    private readonly repository: StockRepository,
    private readonly stock: Pick<StockAllocation, 'cutoff' | 'takeForOrder'>,
    private readonly changed: () => void,
  ) {}

  /**
   * Holds `quantity` units of a medicine for a payment not yet made, from the batches an order would
   * get (first expiry first), under the medicine's stock lock: all of them or none (answers false
   * when fewer are on hand), so two holders never get the same unit. Held again by the same holder,
   * nothing more is taken.
   */
  async reserve(holder: string, medicineId: string, quantity: number): Promise<boolean> {
    const done = await this.repository
      .transaction(async (repository) => {
        const medicine = await repository.lock(medicineId);
        if (!medicine) return false;
        const held = (await repository.reservationsOf(holder)).filter((r) => r.medicineId === medicineId);
        let taken = held.reduce((sum, r) => sum + r.quantity, 0);
        let sellable = medicine.stockQuantity;
        for (const batch of await repository.allocatable(medicineId, this.stock.cutoff(medicine.courseDays))) {
          if (taken >= quantity) break;
          const take = Math.min(batch.quantity, quantity - taken);
          await repository.updateBatch(batch.id, { quantity: batch.quantity - take });
          await repository.reserve(holder, medicineId, batch.id, take);
          sellable = Math.max(0, sellable - take);
          await repository.move(medicineId, sellable, { change: -take, reason: 'reserved', batchId: batch.id, note: holder });
          taken += take;
        }
        if (taken < quantity) throw new NotEnough();
        return true;
      })
      .catch((err) => {
        if (err instanceof NotEnough) return false;
        throw err;
      });
    if (done) this.changed();
    return done;
  }

  /** Holders whose name starts with `prefix` (e.g. `refill:`) still holding units. */
  holding(prefix: string, limit = 500): Promise<string[]> {
    return this.repository.holdersStartingWith(prefix, limit);
  }

  /** A holder's reserved units back to their batches (the charge failed): sellable again unless the batch was quarantined or recalled meanwhile. */
  async release(holder: string): Promise<number> {
    const released = await this.repository.transaction(async (repository) => {
      const reservations = await repository.reservationsOf(holder);
      let units = 0;
      for (const medicineId of [...new Set(reservations.map((r) => r.medicineId))].sort()) {
        const medicine = await repository.lock(medicineId);
        if (!medicine) continue;
        let sellable = medicine.stockQuantity;
        for (const r of reservations.filter((x) => x.medicineId === medicineId)) {
          const batch = await repository.batch(r.batchId);
          if (!batch) continue;
          await repository.updateBatch(batch.id, { quantity: batch.quantity + r.quantity });
          await repository.clearReservation(holder, batch.id);
          if (batch.status === 'sellable') sellable += r.quantity;
          await repository.move(medicineId, sellable, {
            change: r.quantity,
            reason: 'reservation-released',
            batchId: batch.id,
            note: holder,
          });
          units += r.quantity;
        }
      }
      return units;
    });
    if (released) this.changed();
    return released;
  }

  /**
   * Inside the transaction that places an order paid for reserved units: the holder's units become
   * the order's (no unit is taken twice), and whatever the reservation did not cover is taken as
   * any order's is.
   */
  async takeReservedForOrder(holder: string, orderId: string, lines: readonly CartSnapshotLine[], transaction: Database) {
    const repository = new StockRepository(transaction);
    const reservations = await repository.reservationsOf(holder);
    const covered = new Map<string, number>();
    for (const r of reservations) {
      await repository.allocate(orderId, r.medicineId, r.batchId, r.quantity);
      await repository.clearReservation(holder, r.batchId);
      covered.set(r.medicineId, (covered.get(r.medicineId) ?? 0) + r.quantity);
    }
    const rest = lines
      .map((line) => ({ ...line, quantity: Math.max(0, line.quantity - (covered.get(line.medicineId) ?? 0)) }))
      .filter((line) => line.quantity > 0);
    return this.stock.takeForOrder(orderId, rest, transaction);
  }
}
