import type { Database } from '../../platform/db/client';
import { conflict, withCode } from '../../platform/lib/http-errors';
import { StockRepository } from './stock-repository';
import type { StockAllocation } from './stock-allocation';

/**
 * An admin re-routes an unsent order, or one parcel of it, to another location: the stock follows.
 * Inside the caller's transaction and under each medicine's row lock (taken in a fixed order, as
 * every sale takes it), the new location's sellable units are checked first (409 not-in-stock
 * before anything moves), then the units the order holds elsewhere go back to their batches and
 * the same quantity is taken from the new location's batches, first expiry first. A concurrent
 * sale or re-route of the same medicine waits for the lock, so no unit is lost or counted twice.
 */
export class StockRerouting {
  constructor(
    private readonly allocation: Pick<StockAllocation, 'allocateIn' | 'cutoff'>,
    private readonly changed: () => void,
  ) {}

  async move(
    orderId: string,
    lines: readonly { medicineId: string; medicineName: string; quantity: number }[],
    toLocationId: string,
    transaction: Database,
  ): Promise<void> {
    const repository = new StockRepository(transaction);
    const sorted = [...lines].sort((a, b) => (a.medicineId < b.medicineId ? -1 : a.medicineId > b.medicineId ? 1 : 0));
    const locked = [];
    for (const line of sorted) locked.push({ line, medicine: await repository.lock(line.medicineId) });
    const held = await repository.allocationsOf(orderId);
    const batches = new Map<string, Awaited<ReturnType<StockRepository['batch']>>>();
    for (const a of held) batches.set(a.batchId, await repository.batch(a.batchId));
    const elsewhere = (medicineId: string) =>
      held.filter((a) => a.medicineId === medicineId && batches.get(a.batchId)?.locationId !== toLocationId);
    const already = (medicineId: string) =>
      held
        .filter((a) => a.medicineId === medicineId && batches.get(a.batchId)?.locationId === toLocationId)
        .reduce((n, a) => n + a.quantity, 0);
    for (const { line, medicine } of locked) {
      if (!medicine) continue;
      const there = await repository.allocatable(medicine.id, this.allocation.cutoff(medicine.courseDays), toLocationId);
      const wanted = line.quantity - already(medicine.id);
      if (there.reduce((n, b) => n + b.quantity, 0) < wanted)
        throw withCode(conflict(`The new location does not have ${wanted} of ${line.medicineName} in stock.`), 'not-in-stock');
    }
    for (const { line, medicine } of locked) {
      if (!medicine) continue;
      for (const a of elsewhere(medicine.id)) {
        const batch = (await repository.batch(a.batchId))!;
        await repository.updateBatch(batch.id, { quantity: batch.quantity + a.quantity });
        await repository.setAllocation(orderId, batch.id, 0);
        if (batch.status === 'sellable') medicine.stockQuantity += a.quantity;
        await repository.move(medicine.id, medicine.stockQuantity, { change: a.quantity, reason: 'rerouted', orderId, batchId: batch.id });
      }
      const wanted = line.quantity - already(medicine.id);
      await this.allocation.allocateIn(repository, orderId, medicine, wanted, 'rerouted', toLocationId);
    }
    this.changed();
  }
}
