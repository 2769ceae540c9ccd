// Where stock is allocated first-expiry-first-out: an order's units come from the sellable batches
// that expire first (never one expiring within the margin), each batch's units, the allocation and
// a movement recorded.
import type { StockMovementReason } from '../../platform/db/schema/stock';
import type { StockRepository } from './stock-repository';

/**
 * Under the medicine's lock: up to `wanted` units for the order from the batches that may be sold
 * (expiring after `cutoff`), first expiry first (StockRepository.allocatable's order). Answers the
 * units taken; `medicine.stockQuantity` is left at what is still sellable.
 */
export async function allocateFirstExpiryFirstOut(
  repository: StockRepository,
  cutoff: string,
  orderId: string,
  medicine: { id: string; stockQuantity: number },
  wanted: number,
  reason: StockMovementReason,
  /** Only this location's batches (the order's fulfilling location); any location when left out. */
  locationId?: string,
): Promise<number> {
  let sellable = medicine.stockQuantity;
  let taken = 0;
  for (const batch of await repository.allocatable(medicine.id, cutoff, locationId)) {
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
