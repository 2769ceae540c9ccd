import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { medicines, pharmacies, stockBatches, stockTransferLines, stockTransfers } from '../../platform/db/schema/index';
import { conflict, fieldError, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { StockRepository } from './stock-repository';

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
    const places = await this.db
      .select({ id: pharmacies.id })
      .from(pharmacies)
      .where(inArray(pharmacies.id, [input.fromLocationId, input.toLocationId]));
    if (places.length !== 2) throw notFound('There is no such location.');
    const id = await this.db.transaction(async (tx) => {
      const repository = new StockRepository(tx as unknown as Database);
      const batches = await tx.select().from(stockBatches).where(inArray(stockBatches.id, ids));
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
      const [transfer] = await tx
        .insert(stockTransfers)
        .values({
          fromLocationId: input.fromLocationId,
          toLocationId: input.toLocationId,
          note: input.note?.trim() ?? '',
          sentBy: actor.id,
        })
        .returning();
      for (const [i, line] of lines.entries()) {
        const [batch] = await tx.select().from(stockBatches).where(eq(stockBatches.id, line.batchId)).for('update');
        if (batch.status !== 'sellable') throw conflict(`Lot ${batch.lotNumber} is ${batch.status}: only sellable units are transferred.`);
        if (batch.quantity < line.quantity)
          throw conflict(`Lot ${batch.lotNumber} holds ${batch.quantity} units now, fewer than ${line.quantity}.`, [
            { field: `lines/${i}/quantity`, message: `at most ${batch.quantity}` },
          ]);
        await tx
          .update(stockBatches)
          .set({ quantity: sql`${stockBatches.quantity} - ${line.quantity}` })
          .where(eq(stockBatches.id, batch.id));
        const after = levels.get(line.medicineId)! - line.quantity;
        levels.set(line.medicineId, after);
        await repository.move(line.medicineId, after, {
          change: -line.quantity,
          reason: 'transfer-sent',
          batchId: batch.id,
          actorId: actor.id,
          note: `Transfer ${transfer.id.slice(0, 8)}`,
        });
        await tx
          .insert(stockTransferLines)
          .values({ transferId: transfer.id, medicineId: line.medicineId, sourceBatchId: batch.id, quantity: line.quantity });
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
      const [transfer] = await tx.select().from(stockTransfers).where(eq(stockTransfers.id, transferId)).for('update');
      if (!transfer) throw notFound('There is no such transfer.');
      if (transfer.status === 'received') throw conflict('This transfer was already received.');
      const lines = await tx.select().from(stockTransferLines).where(eq(stockTransferLines.transferId, transferId));
      const levels = new Map<string, number>();
      for (const medicineId of [...new Set(lines.map((l) => l.medicineId))].sort())
        levels.set(medicineId, (await repository.lock(medicineId))!.stockQuantity);
      for (const line of lines) {
        const [source] = await tx.select().from(stockBatches).where(eq(stockBatches.id, line.sourceBatchId));
        const [batch] = await tx
          .insert(stockBatches)
          .values({
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
          })
          .onConflictDoUpdate({
            target: [stockBatches.locationId, stockBatches.medicineId, stockBatches.lotNumber],
            set: { quantity: sql`${stockBatches.quantity} + ${line.quantity}` },
          })
          .returning();
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
        await tx.update(stockTransferLines).set({ destinationBatchId: batch.id }).where(eq(stockTransferLines.id, line.id));
      }
      await tx
        .update(stockTransfers)
        .set({ status: 'received', receivedBy: actor.id, receivedAt: new Date() })
        .where(eq(stockTransfers.id, transferId));
    });
    this.changed();
    return this.one(transferId);
  }

  /** Transfers, newest first (those in transit first when `status` is 'sent'). */
  async list(status?: 'sent' | 'received') {
    const rows = await this.db
      .select({ id: stockTransfers.id })
      .from(stockTransfers)
      .where(status ? eq(stockTransfers.status, status) : undefined)
      .orderBy(desc(stockTransfers.sentAt))
      .limit(100);
    return Promise.all(rows.map((r) => this.one(r.id)));
  }

  async one(id: string) {
    const from = sql<string>`(select name from pharmacies where id = ${stockTransfers.fromLocationId})`;
    const to = sql<string>`(select name from pharmacies where id = ${stockTransfers.toLocationId})`;
    const [transfer] = await this.db
      .select({
        id: stockTransfers.id,
        fromLocationId: stockTransfers.fromLocationId,
        fromName: from,
        toLocationId: stockTransfers.toLocationId,
        toName: to,
        status: stockTransfers.status,
        note: stockTransfers.note,
        sentAt: stockTransfers.sentAt,
        receivedAt: stockTransfers.receivedAt,
      })
      .from(stockTransfers)
      .where(eq(stockTransfers.id, id));
    if (!transfer) throw notFound('There is no such transfer.');
    const lines = await this.db
      .select({
        medicineId: stockTransferLines.medicineId,
        medicineName: medicines.name,
        lotNumber: stockBatches.lotNumber,
        expiryDate: stockBatches.expiryDate,
        quantity: stockTransferLines.quantity,
      })
      .from(stockTransferLines)
      .innerJoin(medicines, eq(medicines.id, stockTransferLines.medicineId))
      .innerJoin(stockBatches, eq(stockBatches.id, stockTransferLines.sourceBatchId))
      .where(and(eq(stockTransferLines.transferId, id)));
    return { ...transfer, sentAt: transfer.sentAt.toISOString(), receivedAt: transfer.receivedAt?.toISOString() ?? null, lines };
  }
}
