import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { stockLevels } from '../db/schema/stock';

/**
 * What the stock domain publishes for other domains' reads: a medicine's units on hand. The stock
 * domain alone writes `stock_levels`; a medicine whose stock never moved has no row there and
 * counts 0 units. Readers join it (one primary-key lookup per medicine) instead of naming the table.
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
