import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { medicines, pharmacies, stockBatches, stockTransferLines, stockTransfers } from '../../platform/db/schema/index';

type NewTransfer = typeof stockTransfers.$inferInsert;
type NewBatch = typeof stockBatches.$inferInsert;

/** Transfers between locations (stock_transfers, stock_transfer_lines) and the batches they move units between. */
export class StockTransfersRepository {
  constructor(private readonly db: Database) {}

  /** How many of these locations exist. */
  async locationsFound(ids: string[]): Promise<number> {
    return (await this.db.select({ id: pharmacies.id }).from(pharmacies).where(inArray(pharmacies.id, ids))).length;
  }

  batches(ids: string[]) {
    return this.db.select().from(stockBatches).where(inArray(stockBatches.id, ids));
  }

  async batch(id: string) {
    const [batch] = await this.db.select().from(stockBatches).where(eq(stockBatches.id, id));
    return batch;
  }

  /** The batch, locked for update until the transaction ends. */
  async lockBatch(id: string) {
    const [batch] = await this.db.select().from(stockBatches).where(eq(stockBatches.id, id)).for('update');
    return batch;
  }

  async takeFromBatch(id: string, quantity: number): Promise<void> {
    await this.db
      .update(stockBatches)
      .set({ quantity: sql`${stockBatches.quantity} - ${quantity}` })
      .where(eq(stockBatches.id, id));
  }

  /** Adds the units to the batch of the same location, medicine and lot (made when absent). */
  async addToBatch(values: NewBatch, quantity: number) {
    const [batch] = await this.db
      .insert(stockBatches)
      .values(values)
      .onConflictDoUpdate({
        target: [stockBatches.locationId, stockBatches.medicineId, stockBatches.lotNumber],
        set: { quantity: sql`${stockBatches.quantity} + ${quantity}` },
      })
      .returning();
    return batch;
  }

  async insertTransfer(values: NewTransfer) {
    const [transfer] = await this.db.insert(stockTransfers).values(values).returning();
    return transfer;
  }

  async insertLine(values: typeof stockTransferLines.$inferInsert): Promise<void> {
    await this.db.insert(stockTransferLines).values(values);
  }

  /** The transfer, locked for update until the transaction ends. */
  async lockTransfer(id: string) {
    const [transfer] = await this.db.select().from(stockTransfers).where(eq(stockTransfers.id, id)).for('update');
    return transfer;
  }

  lines(transferId: string) {
    return this.db.select().from(stockTransferLines).where(eq(stockTransferLines.transferId, transferId));
  }

  async setDestination(lineId: string, batchId: string): Promise<void> {
    await this.db.update(stockTransferLines).set({ destinationBatchId: batchId }).where(eq(stockTransferLines.id, lineId));
  }

  async markReceived(transferId: string, actorId: string): Promise<void> {
    await this.db
      .update(stockTransfers)
      .set({ status: 'received', receivedBy: actorId, receivedAt: new Date() })
      .where(eq(stockTransfers.id, transferId));
  }

  /** The last hundred transfers' ids, newest first (those of one status only when `status` is given). */
  async ids(status?: 'sent' | 'received'): Promise<string[]> {
    const rows = await this.db
      .select({ id: stockTransfers.id })
      .from(stockTransfers)
      .where(status ? eq(stockTransfers.status, status) : undefined)
      .orderBy(desc(stockTransfers.sentAt))
      .limit(100);
    return rows.map((r) => r.id);
  }

  /** The transfer with its locations' names; undefined when there is no such transfer. */
  async view(id: string) {
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
    return transfer;
  }

  /** The transfer's lines with their medicine's name and the source batch's lot and expiry. */
  lineViews(id: string) {
    return this.db
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
  }
}
