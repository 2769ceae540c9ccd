import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { medicines } from '../db/schema/catalogue';
import {
  type ShortfallResolution,
  type StockMovement,
  type StockMovementReason,
  stockMovements,
  stockLevels,
  type StockShortfall,
  stockShortfalls,
} from '../db/schema/stock';

/**
 * All SQL of the stock domain: a medicine's units on hand (stock_levels, written only here), the
 * movements that explain them, and the shortfalls of paid orders. It reads medicines (the
 * catalogue's) only for a medicine's name and existence.
 */
export class StockRepository {
  constructor(private readonly db: Database) {}

  async transaction<T>(work: (repository: StockRepository, transaction: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new StockRepository(tx as unknown as Database), tx as unknown as Database));
  }

  /**
   * The medicine's name and units on hand, its stock row locked until the transaction ends (made
   * first, with 0 units, for a medicine whose stock never moved). Only the stock row is locked:
   * the order placing transaction holds a KEY SHARE lock on the medicine's row (its order lines'
   * foreign key), which a lock on the medicine's row would have to queue behind.
   */
  async lock(medicineId: string): Promise<{ id: string; name: string; stockQuantity: number } | undefined> {
    await this.db.execute(sql`
      INSERT INTO stock_levels (medicine_id, quantity)
      SELECT m.id, 0 FROM medicines m WHERE m.id = ${medicineId}
      ON CONFLICT (medicine_id) DO NOTHING`);
    const [row] = await this.db
      .select({ id: medicines.id, name: medicines.name, stockQuantity: stockLevels.quantity })
      .from(stockLevels)
      .innerJoin(medicines, eq(medicines.id, stockLevels.medicineId))
      .where(eq(stockLevels.medicineId, medicineId))
      .for('no key update', { of: stockLevels });
    return row;
  }

  /** Sets the units on hand and records why, in one go (the row is locked by the caller). */
  async move(
    medicineId: string,
    quantityAfter: number,
    movement: { change: number; reason: StockMovementReason; note?: string; orderId?: string | null; actorId?: string | null },
  ): Promise<StockMovement> {
    await this.db.update(stockLevels).set({ quantity: quantityAfter }).where(eq(stockLevels.medicineId, medicineId));
    const [row] = await this.db
      .insert(stockMovements)
      .values({ medicineId, quantityAfter, ...movement, note: movement.note ?? '' })
      .returning();
    return row;
  }

  async movements(medicineId: string, limit: number): Promise<StockMovement[]> {
    return this.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.medicineId, medicineId))
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(limit);
  }

  /** Units an order still holds, per medicine: taken when it was placed, less any given back. */
  async heldByOrder(orderId: string): Promise<{ medicineId: string; held: number }[]> {
    const rows = await this.db
      .select({ medicineId: stockMovements.medicineId, held: sql<number>`(-sum(${stockMovements.change}))::int` })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, orderId))
      .groupBy(stockMovements.medicineId)
      .orderBy(asc(stockMovements.medicineId));
    return rows.map((r) => ({ medicineId: r.medicineId, held: Number(r.held) })).filter((r) => r.held > 0);
  }

  async insertShortfall(values: typeof stockShortfalls.$inferInsert): Promise<void> {
    await this.db.insert(stockShortfalls).values(values).onConflictDoNothing();
  }

  async shortfalls(open: boolean | undefined): Promise<StockShortfall[]> {
    const where =
      open === undefined ? undefined : open ? isNull(stockShortfalls.resolution) : sql`${stockShortfalls.resolution} IS NOT NULL`;
    return this.db.select().from(stockShortfalls).where(where).orderBy(desc(stockShortfalls.createdAt), asc(stockShortfalls.id));
  }

  async shortfall(id: string): Promise<StockShortfall | undefined> {
    const [row] = await this.db.select().from(stockShortfalls).where(eq(stockShortfalls.id, id));
    return row;
  }

  /** Marks every open shortfall of the order resolved; answers how many were open. */
  async resolveOrder(orderId: string, resolution: ShortfallResolution, actorId: string): Promise<number> {
    const rows = await this.db
      .update(stockShortfalls)
      .set({ resolution, resolvedBy: actorId, resolvedAt: sql`now()` })
      .where(and(eq(stockShortfalls.orderId, orderId), isNull(stockShortfalls.resolution)))
      .returning({ id: stockShortfalls.id });
    return rows.length;
  }
}
