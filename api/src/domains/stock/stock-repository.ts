import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { medicines } from '../../platform/db/schema/catalogue';
import { pharmacies, type Pharmacy } from '../../platform/db/schema/care-directory';
import {
  type BatchStatus,
  type ShortfallResolution,
  stockAllocations,
  stockReservations,
  type StockBatch,
  stockBatches,
  stockSuppliers,
  type StockSupplier,
  type StockMovement,
  type StockMovementReason,
  stockMovements,
  stockLevels,
  type StockShortfall,
  stockShortfalls,
} from '../../platform/db/schema/stock';
import { StockRecallsRepository } from './stock-recalls-repository';
import { StockReportsRepository } from './stock-reports-repository';

/**
 * The stock domain's SQL: a medicine's units on hand (stock_levels, written only here), the
 * movements that explain them, the shortfalls of paid orders, batches, allocations, reservations
 * and suppliers. It reads medicines (the catalogue's) only for a medicine's name and existence.
 * The recalls' and the reports' queries are in their own files, reached as `recalls` and `reports`.
 */
export class StockRepository {
  /** The recalls' queries (stock-recalls-repository.ts), on the same connection or transaction. */
  readonly recalls: StockRecallsRepository;
  /** Expiry housekeeping's and the reports' queries (stock-reports-repository.ts), on the same connection or transaction. */
  readonly reports: StockReportsRepository;

  constructor(private readonly db: Database) {
    this.recalls = new StockRecallsRepository(db);
    this.reports = new StockReportsRepository(db);
  }

  async transaction<T>(work: (repository: StockRepository, transaction: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new StockRepository(tx as unknown as Database), tx as unknown as Database));
  }

  /**
   * The medicine's name and units on hand, its stock row locked until the transaction ends (made
   * first, with 0 units, for a medicine whose stock never moved). Only the stock row is locked:
   * the order placing transaction holds a KEY SHARE lock on the medicine's row (its order lines'
   * foreign key), which a lock on the medicine's row would have to queue behind.
   */
  async lock(medicineId: string): Promise<{ id: string; name: string; stockQuantity: number; courseDays: number | null } | undefined> {
    await this.db.execute(sql`
      INSERT INTO stock_levels (medicine_id, quantity)
      SELECT m.id, 0 FROM medicines m WHERE m.id = ${medicineId}
      ON CONFLICT (medicine_id) DO NOTHING`);
    const [row] = await this.db
      .select({ id: medicines.id, name: medicines.name, stockQuantity: stockLevels.quantity, courseDays: stockLevels.courseDays })
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
    movement: {
      change: number;
      reason: StockMovementReason;
      note?: string;
      orderId?: string | null;
      actorId?: string | null;
      batchId?: string | null;
    },
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

  /**
   * Units an order still holds that were taken before batches were kept, per medicine (movements
   * without a batch): taken when it was placed, less any given back.
   */
  async heldByOrderWithoutBatch(orderId: string): Promise<{ medicineId: string; held: number }[]> {
    const rows = await this.db
      .select({ medicineId: stockMovements.medicineId, held: sql<number>`(-sum(${stockMovements.change}))::int` })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), isNull(stockMovements.batchId)))
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

  // Batches ------------------------------------------------------------------------------------

  async batches(medicineId: string): Promise<StockBatch[]> {
    return this.db
      .select()
      .from(stockBatches)
      .where(eq(stockBatches.medicineId, medicineId))
      .orderBy(sql`${stockBatches.expiryDate} asc nulls first`, asc(stockBatches.receivedAt));
  }

  async batch(batchId: string): Promise<StockBatch | undefined> {
    const [row] = await this.db.select().from(stockBatches).where(eq(stockBatches.id, batchId));
    return row;
  }

  async batchByLot(medicineId: string, lotNumber: string, locationId: string): Promise<StockBatch | undefined> {
    const [row] = await this.db
      .select()
      .from(stockBatches)
      .where(and(eq(stockBatches.medicineId, medicineId), eq(stockBatches.lotNumber, lotNumber), eq(stockBatches.locationId, locationId)));
    return row;
  }

  async locationExists(locationId: string): Promise<boolean> {
    return (await this.db.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.id, locationId))).length > 0;
  }

  async insertBatch(values: typeof stockBatches.$inferInsert): Promise<StockBatch> {
    const [row] = await this.db.insert(stockBatches).values(values).returning();
    return row;
  }

  async updateBatch(batchId: string, values: { quantity?: number; status?: BatchStatus; quantityReceived?: number }): Promise<void> {
    await this.db.update(stockBatches).set(values).where(eq(stockBatches.id, batchId));
  }

  /**
   * The sellable batches of a medicine that may be sold on an order placed today: units left, and
   * an expiry after `cutoff` (YYYY-MM-DD; the opening balance, of unknown expiry, first: it is the
   * oldest stock on the shelf). First expiry first.
   */
  async allocatable(medicineId: string, cutoff: string, locationId?: string): Promise<StockBatch[]> {
    return this.db
      .select()
      .from(stockBatches)
      .where(
        and(
          eq(stockBatches.medicineId, medicineId),
          locationId ? eq(stockBatches.locationId, locationId) : undefined,
          eq(stockBatches.status, 'sellable'),
          gt(stockBatches.quantity, 0),
          sql`(${stockBatches.expiryDate} is null or ${stockBatches.expiryDate} > ${cutoff}::date)`,
        ),
      )
      .orderBy(sql`${stockBatches.expiryDate} asc nulls first`, asc(stockBatches.receivedAt), asc(stockBatches.id));
  }

  /** Every stock location (pharmacies and the central warehouse), read for routing and availability. */
  async locations(): Promise<Pharmacy[]> {
    return this.db.select().from(pharmacies).orderBy(asc(pharmacies.name), asc(pharmacies.id));
  }

  /** Sellable units of a medicine per location that may be sold today (expiry after `cutoff`). */
  async unitsByLocation(medicineId: string, cutoff: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ locationId: stockBatches.locationId, units: sql<number>`sum(${stockBatches.quantity})::int` })
      .from(stockBatches)
      .where(
        and(
          eq(stockBatches.medicineId, medicineId),
          eq(stockBatches.status, 'sellable'),
          gt(stockBatches.quantity, 0),
          sql`(${stockBatches.expiryDate} is null or ${stockBatches.expiryDate} > ${cutoff}::date)`,
        ),
      )
      .groupBy(stockBatches.locationId);
    return new Map(rows.map((r) => [r.locationId, Number(r.units)]));
  }

  /** Adds units of a batch to what an order holds. */
  async allocate(orderId: string, medicineId: string, batchId: string, quantity: number): Promise<void> {
    await this.db
      .insert(stockAllocations)
      .values({ orderId, medicineId, batchId, quantity })
      .onConflictDoUpdate({
        target: [stockAllocations.orderId, stockAllocations.batchId],
        set: { quantity: sql`${stockAllocations.quantity} + excluded.quantity` },
      });
  }

  async setAllocation(orderId: string, batchId: string, quantity: number): Promise<void> {
    await this.db
      .update(stockAllocations)
      .set({ quantity })
      .where(and(eq(stockAllocations.orderId, orderId), eq(stockAllocations.batchId, batchId)));
  }

  /** What an order holds, batch by batch (units still held only). */
  /** Of these medicines, the cold-chain ones (stored at 2–8 °C) and their most minutes out of the fridge (the catalogue's, read only). */
  async coldChainLimits(medicineIds: readonly string[]): Promise<Map<string, number>> {
    if (medicineIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: medicines.id, minutes: medicines.coldChainMaxMinutesOut })
      .from(medicines)
      .where(and(inArray(medicines.id, [...medicineIds]), isNotNull(medicines.coldChainMaxMinutesOut)))
      .orderBy(asc(medicines.id));
    return new Map(rows.map((r) => [r.id, r.minutes!]));
  }

  async allocationsOf(orderId: string): Promise<{ medicineId: string; batchId: string; quantity: number }[]> {
    return this.db
      .select({ medicineId: stockAllocations.medicineId, batchId: stockAllocations.batchId, quantity: stockAllocations.quantity })
      .from(stockAllocations)
      .where(and(eq(stockAllocations.orderId, orderId), gt(stockAllocations.quantity, 0)))
      .orderBy(asc(stockAllocations.medicineId), asc(stockAllocations.batchId));
  }

  /** Adds units of a batch to what a holder has reserved. */
  async reserve(holder: string, medicineId: string, batchId: string, quantity: number): Promise<void> {
    await this.db
      .insert(stockReservations)
      .values({ holder, medicineId, batchId, quantity })
      .onConflictDoUpdate({
        target: [stockReservations.holder, stockReservations.batchId],
        set: { quantity: sql`${stockReservations.quantity} + excluded.quantity` },
      });
  }

  /** What a holder still has reserved, batch by batch. */
  async reservationsOf(holder: string): Promise<{ medicineId: string; batchId: string; quantity: number }[]> {
    return this.db
      .select({ medicineId: stockReservations.medicineId, batchId: stockReservations.batchId, quantity: stockReservations.quantity })
      .from(stockReservations)
      .where(and(eq(stockReservations.holder, holder), gt(stockReservations.quantity, 0)))
      .orderBy(asc(stockReservations.medicineId), asc(stockReservations.batchId));
  }

  /** Holders (starting with `prefix`) that still hold units. */
  async holdersStartingWith(prefix: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ holder: stockReservations.holder })
      .from(stockReservations)
      .where(and(like(stockReservations.holder, `${prefix}%`), gt(stockReservations.quantity, 0)))
      .orderBy(asc(stockReservations.holder))
      .limit(limit);
    return rows.map((r) => r.holder);
  }

  async clearReservation(holder: string, batchId: string): Promise<void> {
    await this.db
      .update(stockReservations)
      .set({ quantity: 0 })
      .where(and(eq(stockReservations.holder, holder), eq(stockReservations.batchId, batchId)));
  }

  /** Orders holding units of a batch. */
  async allocationsOfBatch(batchId: string): Promise<{ orderId: string; medicineId: string; quantity: number }[]> {
    return this.db
      .select({ orderId: stockAllocations.orderId, medicineId: stockAllocations.medicineId, quantity: stockAllocations.quantity })
      .from(stockAllocations)
      .where(and(eq(stockAllocations.batchId, batchId), gt(stockAllocations.quantity, 0)))
      .orderBy(asc(stockAllocations.orderId));
  }

  // Suppliers ----------------------------------------------------------------------------------

  async suppliers(): Promise<StockSupplier[]> {
    return this.db.select().from(stockSuppliers).orderBy(asc(stockSuppliers.name));
  }

  async supplier(id: string): Promise<StockSupplier | undefined> {
    const [row] = await this.db.select().from(stockSuppliers).where(eq(stockSuppliers.id, id));
    return row;
  }

  /** The distributor with this licence number, recorded first when new. */
  async supplierByLicence(name: string, licenceNumber: string): Promise<StockSupplier> {
    await this.db.insert(stockSuppliers).values({ name, licenceNumber }).onConflictDoNothing();
    const [row] = await this.db.select().from(stockSuppliers).where(eq(stockSuppliers.licenceNumber, licenceNumber));
    return row;
  }

  async courseDays(medicineId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ courseDays: stockLevels.courseDays })
      .from(stockLevels)
      .where(eq(stockLevels.medicineId, medicineId));
    return row?.courseDays ?? null;
  }

  /** A medicine's name and its reorder level (its stock row locked, if there is one); undefined when there is no such medicine. */
  async reorderLevelForUpdate(medicineId: string): Promise<{ name: string; reorderLevel: number | null } | undefined> {
    const [medicine] = await this.db.select({ name: medicines.name }).from(medicines).where(eq(medicines.id, medicineId));
    if (!medicine) return undefined;
    const [before] = await this.db
      .select({ reorderLevel: stockLevels.reorderLevel })
      .from(stockLevels)
      .where(eq(stockLevels.medicineId, medicineId))
      .for('update');
    return { name: medicine.name, reorderLevel: before?.reorderLevel ?? null };
  }

  async setReorderLevel(medicineId: string, reorderLevel: number | null): Promise<void> {
    await this.db
      .insert(stockLevels)
      .values({ medicineId, reorderLevel })
      .onConflictDoUpdate({ target: stockLevels.medicineId, set: { reorderLevel } });
  }

  async setCourseDays(medicineId: string, courseDays: number | null): Promise<void> {
    await this.db.update(stockLevels).set({ courseDays }).where(eq(stockLevels.medicineId, medicineId));
  }
}
