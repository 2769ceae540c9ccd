import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { stockAllocations, stockBatches, stockLevels } from '../../platform/db/schema/stock';

/**
 * The SQL behind the stock domain's read model (published as stock-read-model.ts): a medicine's
 * units on hand as pieces of other domains' queries, and the batches orders hold. The stock domain
 * alone writes `stock_levels`; a medicine whose stock never moved has no row there and counts 0
 * units. Readers join it (one primary-key lookup per medicine) instead of naming the table.
 */

/** Units on hand of the medicine `medicineId` (a column or expression), as a scalar subquery. */
export function unitsOnHand(medicineId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`coalesce((SELECT sl.quantity FROM ${stockLevels} sl WHERE sl.medicine_id = ${medicineId}), 0)`;
}

/**
 * For raw SQL over `medicines m`: the join to put after `FROM medicines m` and the column that reads
 * the units from it (`stockJoin` left-joins, so a medicine without a stock row still appears).
 */
export const stockJoin = sql.raw('LEFT JOIN stock_levels sl ON sl.medicine_id = m.id');
export const stockQuantityColumn = sql.raw('coalesce(sl.quantity, 0)');

/** A batch an order holds units of, as order pages, receipts and packing slips show it. */
export type OrderBatch = { medicineId: string; lotNumber: string; expiryDate: string | null; quantity: number };

/**
 * The batches each of these orders holds, per order (first expiry first). Read, never written,
 * outside the stock domain: stock_allocations and stock_batches are its tables.
 */
export async function batchesOfOrders(db: Database, orderIds: readonly string[]): Promise<Map<string, OrderBatch[]>> {
  const byOrder = new Map<string, OrderBatch[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: stockAllocations.orderId,
      medicineId: stockAllocations.medicineId,
      lotNumber: stockBatches.lotNumber,
      expiryDate: stockBatches.expiryDate,
      quantity: stockAllocations.quantity,
    })
    .from(stockAllocations)
    .innerJoin(stockBatches, eq(stockBatches.id, stockAllocations.batchId))
    .where(and(inArray(stockAllocations.orderId, [...orderIds]), gt(stockAllocations.quantity, 0)))
    .orderBy(asc(stockAllocations.orderId), sql`${stockBatches.expiryDate} asc nulls first`, asc(stockBatches.lotNumber));
  for (const { orderId, ...batch } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), batch]);
  return byOrder;
}
