import { OPENING_BALANCE_LOT } from './batches';
import type { StockRepository } from './stock-repository';

/**
 * The order's units (of these medicines, or all) back to the batches they came from: sellable
 * again unless the batch was quarantined or recalled meanwhile. Units taken before batches were
 * kept go to the opening balance.
 */
export async function giveBack(
  repository: StockRepository,
  orderId: string,
  medicineIds: readonly string[] | null,
  reason: 'order-canceled' | 'review-rejected',
  locationId?: string,
): Promise<void> {
  const wanted = (id: string) => medicineIds === null || medicineIds.includes(id);
  const allocations = (await repository.allocationsOf(orderId)).filter((a) => wanted(a.medicineId));
  const legacy = locationId ? [] : (await repository.heldByOrderWithoutBatch(orderId)).filter((h) => wanted(h.medicineId));
  const ids = [...new Set([...allocations.map((a) => a.medicineId), ...legacy.map((l) => l.medicineId)])].sort();
  for (const medicineId of ids) {
    const medicine = await repository.lock(medicineId);
    if (!medicine) continue;
    let sellable = medicine.stockQuantity;
    for (const allocation of allocations.filter((a) => a.medicineId === medicineId)) {
      const batch = await repository.batch(allocation.batchId);
      if (!batch || (locationId && batch.locationId !== locationId)) continue;
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
