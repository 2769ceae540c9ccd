import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type RecallOutcome,
  type StockBatch,
  type StockRecall,
  type StockRecallOrder,
  stockBatches,
  stockRecallOrders,
  stockRecalls,
} from '../../platform/db/schema/stock';

/** The stock domain's SQL for recalls: a lot's batches, the recalls recorded on them and the orders they reached. */
export class StockRecallsRepository {
  constructor(private readonly db: Database) {}

  /** Records the batch's recall; undefined when it was recalled already (by this call's twin). */
  async insertRecall(values: typeof stockRecalls.$inferInsert): Promise<StockRecall | undefined> {
    const [row] = await this.db.insert(stockRecalls).values(values).onConflictDoNothing().returning();
    return row;
  }

  async recallOfBatch(batchId: string): Promise<StockRecall | undefined> {
    const [row] = await this.db.select().from(stockRecalls).where(eq(stockRecalls.batchId, batchId));
    return row;
  }

  /**
   * Every row of the batch's lot, at every location: the same lot number of the same medicine, or
   * of the same GTIN. The opening balance (an unknown lot) is only itself.
   */
  async batchesOfLot(batch: StockBatch): Promise<StockBatch[]> {
    if (batch.openingBalance) return [batch];
    const sameProduct = batch.gtin
      ? or(eq(stockBatches.medicineId, batch.medicineId), eq(stockBatches.gtin, batch.gtin))
      : eq(stockBatches.medicineId, batch.medicineId);
    return this.db
      .select()
      .from(stockBatches)
      .where(and(eq(stockBatches.lotNumber, batch.lotNumber), eq(stockBatches.openingBalance, false), sameProduct))
      .orderBy(asc(stockBatches.receivedAt), asc(stockBatches.id));
  }

  /** The newest recall recorded on any of these batches. */
  async recallOfAny(batchIds: string[]): Promise<StockRecall | undefined> {
    if (batchIds.length === 0) return undefined;
    const [row] = await this.db
      .select()
      .from(stockRecalls)
      .where(inArray(stockRecalls.batchId, batchIds))
      .orderBy(desc(stockRecalls.createdAt))
      .limit(1);
    return row;
  }

  async recall(id: string): Promise<StockRecall | undefined> {
    const [row] = await this.db.select().from(stockRecalls).where(eq(stockRecalls.id, id));
    return row;
  }

  async recalls(): Promise<StockRecall[]> {
    return this.db.select().from(stockRecalls).orderBy(desc(stockRecalls.createdAt));
  }

  async insertRecallOrder(recallId: string, orderId: string, quantity: number, outcome: RecallOutcome): Promise<void> {
    await this.db.insert(stockRecallOrders).values({ recallId, orderId, quantity, outcome }).onConflictDoNothing();
  }

  async recallOrders(recallId: string): Promise<StockRecallOrder[]> {
    return this.db.select().from(stockRecallOrders).where(eq(stockRecallOrders.recallId, recallId)).orderBy(asc(stockRecallOrders.orderId));
  }

  /** Marks the recall's orders mailed; answers those this call marked (each only once, whoever asks). */
  async claimRecallMails(recallId: string): Promise<string[]> {
    const rows = await this.db
      .update(stockRecallOrders)
      .set({ mailedAt: sql`now()` })
      .where(and(eq(stockRecallOrders.recallId, recallId), isNull(stockRecallOrders.mailedAt)))
      .returning({ orderId: stockRecallOrders.orderId });
    return rows.map((r) => r.orderId);
  }
}
