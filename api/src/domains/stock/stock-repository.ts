import { and, asc, desc, eq, gt, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { medicines } from '../../platform/db/schema/catalogue';
import { pharmacies, type Pharmacy } from '../../platform/db/schema/care-directory';
import {
  type BatchStatus,
  type ShortfallResolution,
  stockAllocations,
  stockReservations,
  type StockBatch,
  stockRecallOrders,
  type RecallOutcome,
  type StockRecall,
  type StockRecallOrder,
  stockRecalls,
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

  // Recalls ------------------------------------------------------------------------------------

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

  // Expiry housekeeping and reports ---------------------------------------------------------------

  /**
   * Sellable batches (of one medicine, or all) that reached their margin on `today`: an expiry on or
   * before today + the longer of `marginDays` and the medicine's course. The opening balance
   * (unknown expiry) never does.
   */
  async dueForQuarantine(today: string, marginDays: number, medicineId?: string): Promise<StockBatch[]> {
    const rows = await this.db
      .select({ batch: stockBatches })
      .from(stockBatches)
      .leftJoin(stockLevels, eq(stockLevels.medicineId, stockBatches.medicineId))
      .where(
        and(
          eq(stockBatches.status, 'sellable'),
          sql`${stockBatches.expiryDate} is not null`,
          sql`${stockBatches.expiryDate} <= ${today}::date + greatest(${marginDays}::int, coalesce(${stockLevels.courseDays}, 0))`,
          medicineId ? eq(stockBatches.medicineId, medicineId) : undefined,
        ),
      )
      .orderBy(asc(stockBatches.medicineId), asc(stockBatches.expiryDate), asc(stockBatches.id));
    return rows.map((r) => r.batch);
  }

  /** Every batch holding units, with its medicine's name and its distributor, by medicine then expiry. */
  async batchesOnHand(): Promise<(StockBatch & { medicineName: string; supplierName: string | null })[]> {
    const rows = await this.db
      .select({ batch: stockBatches, medicineName: medicines.name, supplierName: stockSuppliers.name })
      .from(stockBatches)
      .innerJoin(medicines, eq(medicines.id, stockBatches.medicineId))
      .leftJoin(stockSuppliers, eq(stockSuppliers.id, stockBatches.supplierId))
      .where(gt(stockBatches.quantity, 0))
      .orderBy(asc(medicines.name), sql`${stockBatches.expiryDate} asc nulls first`, asc(stockBatches.lotNumber));
    return rows.map((r) => ({ ...r.batch, medicineName: r.medicineName, supplierName: r.supplierName }));
  }

  /** Sellable or quarantined batches with units expiring on or before `last` (YYYY-MM-DD), soonest first. */
  async expiringBy(last: string): Promise<(StockBatch & { medicineName: string })[]> {
    const rows = await this.db
      .select({ batch: stockBatches, medicineName: medicines.name })
      .from(stockBatches)
      .innerJoin(medicines, eq(medicines.id, stockBatches.medicineId))
      .where(
        and(
          inArray(stockBatches.status, ['sellable', 'quarantined']),
          gt(stockBatches.quantity, 0),
          sql`${stockBatches.expiryDate} is not null and ${stockBatches.expiryDate} <= ${last}::date`,
        ),
      )
      .orderBy(asc(stockBatches.expiryDate), asc(medicines.name), asc(stockBatches.lotNumber));
    return rows.map((r) => ({ ...r.batch, medicineName: r.medicineName }));
  }

  /** Units that left the pharmacy other than sold (these reasons), from `from` up to `until`, newest first. */
  async disposals(
    reasons: readonly StockMovementReason[],
    from: Date,
    until: Date,
  ): Promise<
    { movement: StockMovement; medicineName: string; lotNumber: string | null; expiryDate: string | null; actorName: string | null }[]
  > {
    return this.db
      .select({
        movement: stockMovements,
        medicineName: medicines.name,
        lotNumber: stockBatches.lotNumber,
        expiryDate: stockBatches.expiryDate,
        actorName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${stockMovements.actorId})`,
      })
      .from(stockMovements)
      .innerJoin(medicines, eq(medicines.id, stockMovements.medicineId))
      .leftJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
      .where(
        and(
          inArray(stockMovements.reason, [...reasons]),
          sql`${stockMovements.change} < 0`,
          sql`${stockMovements.createdAt} >= ${from.toISOString()}::timestamptz`,
          sql`${stockMovements.createdAt} < ${until.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id));
  }
}
