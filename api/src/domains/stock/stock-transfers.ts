import type { Database } from '../../platform/db/client';
import { conflict, fieldError, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { StockRepository } from './stock-repository';
import { StockTransfersRepository } from './stock-transfers-repository';

export type TransferInput = { fromLocationId: string; toLocationId: string; note?: string; lines: { batchId: string; quantity: number }[] };

/**
 * Transfers between locations. Sending takes the units out of the source's batches (under each
 * medicine's stock row lock, the lock every sale takes first), so they are in transit and sold
 * nowhere; receiving adds them to the destination's batch of the same lot and expiry (made when
 * absent), once. Units on hand (stock_levels) stay the sum of every location's sellable batches:
 * a unit is never both in transit and on a shelf, nor lost between them.
 */
export class StockTransfers {
  constructor(
    private readonly db: Database,
    private readonly changed: () => void = () => {},
  ) {}

  async send(actor: AuthUser, input: TransferInput) {
    if (input.fromLocationId === input.toLocationId) throw fieldError('toLocationId', 'Send to another location than the one it leaves.');
    const ids = input.lines.map((l) => l.batchId);
    if (new Set(ids).size !== ids.length) throw fieldError('lines', 'Name each batch once.');
    const places = await new StockTransfersRepository(this.db).locationsFound([input.fromLocationId, input.toLocationId]);
    if (places !== 2) throw notFound('There is no such location.');
    const id = await this.db.transaction(async (tx) => {
      const repository = new StockRepository(tx as unknown as Database);
      const transfers = new StockTransfersRepository(tx as unknown as Database);
      const batches = await transfers.batches(ids);
      // Every line's medicine locked first, in one order (as sales lock them), then its batch.
      const byId = new Map(batches.map((b) => [b.id, b]));
      const lines = input.lines.map((l, i) => {
        const batch = byId.get(l.batchId);
        if (!batch || batch.locationId !== input.fromLocationId)
          throw fieldError(`lines/${i}/batchId`, 'This batch is not held at the location it is sent from.');
        return { ...l, medicineId: batch.medicineId };
      });
      const levels = new Map<string, number>();
      for (const medicineId of [...new Set(lines.map((l) => l.medicineId))].sort())
        levels.set(medicineId, (await repository.lock(medicineId))!.stockQuantity);
      const transfer = await transfers.insertTransfer({
        fromLocationId: input.fromLocationId,
        toLocationId: input.toLocationId,
        note: input.note?.trim() ?? '',
        sentBy: actor.id,
      });
      for (const [i, line] of lines.entries()) {
        const batch = await transfers.lockBatch(line.batchId);
        if (batch.status !== 'sellable') throw conflict(`Lot ${batch.lotNumber} is ${batch.status}: only sellable units are transferred.`);
        if (batch.quantity < line.quantity)
          throw conflict(`Lot ${batch.lotNumber} holds ${batch.quantity} units now, fewer than ${line.quantity}.`, [
            { field: `lines/${i}/quantity`, message: `at most ${batch.quantity}` },
          ]);
        await transfers.takeFromBatch(batch.id, line.quantity);
        const after = levels.get(line.medicineId)! - line.quantity;
        levels.set(line.medicineId, after);
        await repository.move(line.medicineId, after, {
          change: -line.quantity,
          reason: 'transfer-sent',
          batchId: batch.id,
          actorId: actor.id,
          note: `Transfer ${transfer.id.slice(0, 8)}`,
        });
        await transfers.insertLine({
          transferId: transfer.id,
          medicineId: line.medicineId,
          sourceBatchId: batch.id,
          quantity: line.quantity,
        });
      }
      return transfer.id;
    });
    this.changed();
    return this.one(id);
  }

  /** The destination records the units arrived: once (409 after). */
  async receive(actor: AuthUser, transferId: string) {
    await this.db.transaction(async (tx) => {
      const repository = new StockRepository(tx as unknown as Database);
      const transfers = new StockTransfersRepository(tx as unknown as Database);
      const transfer = await transfers.lockTransfer(transferId);
      if (!transfer) throw notFound('There is no such transfer.');
      if (transfer.status === 'received') throw conflict('This transfer was already received.');
      const lines = await transfers.lines(transferId);
      const levels = new Map<string, number>();
      for (const medicineId of [...new Set(lines.map((l) => l.medicineId))].sort())
        levels.set(medicineId, (await repository.lock(medicineId))!.stockQuantity);
      for (const line of lines) {
        const source = await transfers.batch(line.sourceBatchId);
        const batch = await transfers.addToBatch(
          {
            medicineId: line.medicineId,
            locationId: transfer.toLocationId,
            gtin: source.gtin,
            lotNumber: source.lotNumber,
            expiryDate: source.expiryDate,
            openingBalance: source.openingBalance,
            quantity: line.quantity,
            quantityReceived: line.quantity,
            supplierId: source.supplierId,
            receivedBy: actor.id,
            note: `Transfer ${transferId.slice(0, 8)}`,
          },
          line.quantity,
        );
        const sellable = batch.status === 'sellable' ? line.quantity : 0;
        const after = levels.get(line.medicineId)! + sellable;
        levels.set(line.medicineId, after);
        await repository.move(line.medicineId, after, {
          change: sellable,
          reason: 'transfer-received',
          batchId: batch.id,
          actorId: actor.id,
          note: sellable ? `Transfer ${transferId.slice(0, 8)}` : `Transfer ${transferId.slice(0, 8)}: joined a ${batch.status} batch`,
        });
        await transfers.setDestination(line.id, batch.id);
      }
      await transfers.markReceived(transferId, actor.id);
    });
    this.changed();
    return this.one(transferId);
  }

  /** Transfers, newest first (those in transit first when `status` is 'sent'). */
  async list(status?: 'sent' | 'received') {
    const ids = await new StockTransfersRepository(this.db).ids(status);
    return Promise.all(ids.map((id) => this.one(id)));
  }

  async one(id: string) {
    const transfers = new StockTransfersRepository(this.db);
    const transfer = await transfers.view(id);
    if (!transfer) throw notFound('There is no such transfer.');
    const lines = await transfers.lineViews(id);
    return { ...transfer, sentAt: transfer.sentAt.toISOString(), receivedAt: transfer.receivedAt?.toISOString() ?? null, lines };
  }
}
