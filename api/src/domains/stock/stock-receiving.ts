// Receiving a batch into stock (admin): the fields typed or read from a GS1 element string, the
// licensed distributor, the location; the same lot again adds to its batch.
import type { AuditService } from '../audit/audit-service';
import { CENTRAL_WAREHOUSE_ID } from '../../platform/db/schema/care-directory';
import { conflict, fieldError, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { receivedFields } from './batches';
import type { StockRepository } from './stock-repository';
import type { ReceiveInput } from './stock-schemas';

/** Receives the batch in one transaction (the movement and the audit entry with it); answers the batch's id. */
export function receiveBatch(
  stock: StockRepository,
  audit: AuditService,
  actor: AuthUser,
  medicineId: string,
  input: ReceiveInput,
): Promise<string> {
  const fields = receivedFields(input);
  return stock.transaction(async (repository, tx) => {
    const medicine = await repository.lock(medicineId);
    if (!medicine) throw notFound('There is no such medicine.');
    const supplier = input.supplierId
      ? await repository.supplier(input.supplierId)
      : input.supplier
        ? await repository.supplierByLicence(input.supplier.name.trim(), input.supplier.licenceNumber.trim())
        : undefined;
    if (!supplier) throw fieldError('supplierId', 'Name the licensed distributor the batch came from.');
    const locationId = input.locationId ?? CENTRAL_WAREHOUSE_ID;
    if (input.locationId && !(await repository.locations()).some((l) => l.id === input.locationId))
      throw fieldError('locationId', 'There is no such pharmacy or warehouse.');
    let batch = await repository.batchByLot(medicineId, fields.lotNumber, locationId);
    if (batch) {
      if (batch.expiryDate !== fields.expiryDate) {
        throw fieldError(
          'expiryDate',
          `Batch ${batch.lotNumber} was received before with expiry ${batch.expiryDate ?? 'unknown'}, not ${fields.expiryDate}: check the pack.`,
        );
      }
      if (batch.gtin && batch.gtin !== fields.gtin)
        throw fieldError('gtin', `Batch ${batch.lotNumber} was received before with GTIN ${batch.gtin}.`);
      if (batch.status !== 'sellable') throw conflict(`Batch ${batch.lotNumber} is ${batch.status}: it cannot be received again.`);
      await repository.updateBatch(batch.id, {
        quantity: batch.quantity + input.quantity,
        quantityReceived: batch.quantityReceived + input.quantity,
      });
    } else {
      batch = await repository.insertBatch({
        medicineId,
        locationId,
        gtin: fields.gtin,
        lotNumber: fields.lotNumber,
        expiryDate: fields.expiryDate,
        quantity: input.quantity,
        quantityReceived: input.quantity,
        supplierId: supplier.id,
        receivedBy: actor.id,
        note: input.note?.trim() ?? '',
      });
    }
    const after = medicine.stockQuantity + input.quantity;
    await repository.move(medicineId, after, {
      change: input.quantity,
      reason: 'received',
      note: `Batch ${fields.lotNumber}, expiry ${fields.expiryDate}, from ${supplier.name} (${supplier.licenceNumber})`,
      actorId: actor.id,
      batchId: batch.id,
    });
    await audit.record(
      actor,
      {
        entityType: 'medicine',
        entityId: medicineId,
        entityName: medicine.name,
        action: 'stock received',
        changes: {
          stockQuantity: { from: medicine.stockQuantity, to: after },
          batch: { from: null, to: `${fields.lotNumber} (expiry ${fields.expiryDate})` },
          supplier: { from: null, to: `${supplier.name} (${supplier.licenceNumber})` },
        },
      },
      tx,
    );
    return batch.id;
  });
}
