import { and, asc, eq, gt, inArray, lt, lte, not, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type CartSnapshotLine, cartItems, cartNotices, medicines } from '../../platform/db/schema/index';
import { unitsOnHand } from '../stock/stock-read-model';

export const MAX_CART_QUANTITY = 99;

export type CartRow = {
  cartItemId: string;
  userId: string;
  medicineId: string;
  quantity: number;
  medicine: {
    id: string;
    name: string;
    priceKobo: number;
    imageUrl: string | null;
    description: string;
    dosage: string;
    categoryId: string;
    isFeatured: boolean;
  };
};

/**
 * Whether the shop sells a medicine now: it is not hidden (withdrawn) and neither is its category.
 * A deleted medicine has no row at all (its cart lines go with it).
 */
const sellable = sql<boolean>`(NOT ${medicines.hidden} AND NOT EXISTS (SELECT 1 FROM medicine_categories hc WHERE hc.id = ${medicines.categoryId} AND hc.hidden))`;

/** A cart line priced from the catalogue now, and whether it can still be bought. */
export type PricedLine = CartSnapshotLine & { sellable: boolean };

const cartColumns = {
  cartItemId: cartItems.id,
  userId: cartItems.userId,
  medicineId: cartItems.medicineId,
  quantity: cartItems.quantity,
  medicine: {
    id: medicines.id,
    name: medicines.name,
    priceKobo: medicines.priceKobo,
    imageUrl: medicines.imageUrl,
    description: medicines.description,
    dosage: medicines.dosage,
    categoryId: medicines.categoryId,
    isFeatured: medicines.isFeatured,
  },
};

/** All SQL for carts. Prices always come from the catalogue (medicines), never from a cart row. */
export class CartRepository {
  constructor(private readonly db: Database) {}

  async items(userId: string): Promise<CartRow[]> {
    return this.db
      .select(cartColumns)
      .from(cartItems)
      .innerJoin(medicines, eq(medicines.id, cartItems.medicineId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  async item(cartItemId: string): Promise<CartRow | null> {
    const [row] = await this.db
      .select(cartColumns)
      .from(cartItems)
      .innerJoin(medicines, eq(medicines.id, cartItems.medicineId))
      .where(eq(cartItems.id, cartItemId));
    return row ?? null;
  }

  /** The medicine's name, units on hand and whether the shop shows it (it and its category not hidden). */
  async medicine(medicineId: string) {
    const [row] = await this.db
      .select({
        id: medicines.id,
        name: medicines.name,
        stockQuantity: unitsOnHand(medicines.id),
        shown: sellable,
      })
      .from(medicines)
      .where(eq(medicines.id, medicineId));
    return row ?? null;
  }

  /** The cart priced from the catalogue now: the lines a checkout is made of. */
  async priced(userId: string): Promise<PricedLine[]> {
    const rows = await this.db
      .select({
        medicineId: medicines.id,
        medicineName: medicines.name,
        unitPriceKobo: medicines.priceKobo,
        quantity: cartItems.quantity,
        medicineClass: medicines.medicineClass,
        coldChainMaxMinutesOut: medicines.coldChainMaxMinutesOut,
        sellable,
      })
      .from(cartItems)
      .innerJoin(medicines, eq(medicines.id, cartItems.medicineId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    return rows.map(({ medicineClass, coldChainMaxMinutesOut, ...line }) => ({
      ...line,
      requiresPrescription: medicineClass === 'pom',
      ...(coldChainMaxMinutesOut !== null ? { coldChain: true as const } : {}),
    }));
  }

  /** Medicines by id with today's price, for a visitor's basket kept on their device (never stored). */
  async pricesOf(medicineIds: string[]): Promise<{ id: string; name: string; priceKobo: number; sellable: boolean; coldChain: boolean }[]> {
    if (medicineIds.length === 0) return [];
    return this.db
      .select({
        id: medicines.id,
        name: medicines.name,
        priceKobo: medicines.priceKobo,
        sellable,
        coldChain: sql<boolean>`${medicines.coldChainMaxMinutesOut} is not null`,
      })
      .from(medicines)
      .where(inArray(medicines.id, medicineIds));
  }

  /** Of these medicines, the ones the shop sells now (a deleted one is not among them). */
  async sellableAmong(medicineIds: string[]): Promise<Set<string>> {
    if (medicineIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: medicines.id })
      .from(medicines)
      .where(and(inArray(medicines.id, medicineIds), sellable));
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Takes every medicine the shop no longer sells out of every cart, in one transaction, leaving
   * each shopper a notice naming it. Answers how many cart lines went.
   */
  async withdrawUnsellable(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: cartItems.id, userId: cartItems.userId, name: medicines.name })
        .from(cartItems)
        .innerJoin(medicines, eq(medicines.id, cartItems.medicineId))
        .where(not(sellable));
      if (rows.length === 0) return 0;
      await tx.delete(cartItems).where(
        inArray(
          cartItems.id,
          rows.map((r) => r.id),
        ),
      );
      await tx.insert(cartNotices).values(
        rows.map((r) => ({
          userId: r.userId,
          message: `"${r.name}" has been withdrawn from sale, so it was removed from your cart.`,
        })),
      );
      return rows.length;
    });
  }

  /** The shopper's notices, oldest first, removed as they are read (each is told once). */
  async takeNotices(userId: string): Promise<string[]> {
    const rows = await this.db.delete(cartNotices).where(eq(cartNotices.userId, userId)).returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.message);
  }

  /** The shopper's notices, oldest first, left in place (an admin looking at another's cart). */
  async peekNotices(userId: string): Promise<string[]> {
    const rows = await this.db.select().from(cartNotices).where(eq(cartNotices.userId, userId));
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.message);
  }

  async quantityOf(userId: string, medicineId: string): Promise<number> {
    const [row] = await this.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.medicineId, medicineId)));
    return row?.quantity ?? 0;
  }

  /**
   * Adds to the line for this medicine (creating it if needed) in one statement, only while the
   * total stays within the cap. Returns false when the cap would be passed (nothing changes).
   */
  async add(userId: string, medicineId: string, quantity: number): Promise<boolean> {
    const rows = await this.db
      .insert(cartItems)
      .values({ userId, medicineId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.medicineId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_CART_QUANTITY}`,
      })
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  async setQuantity(cartItemId: string, quantity: number): Promise<boolean> {
    const rows = await this.db
      .update(cartItems)
      .set({ quantity, updatedAt: sql`now()` })
      .where(eq(cartItems.id, cartItemId))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  async remove(cartItemId: string): Promise<boolean> {
    const rows = await this.db.delete(cartItems).where(eq(cartItems.id, cartItemId)).returning({ id: cartItems.id });
    return rows.length > 0;
  }

  async clear(userId: string): Promise<number> {
    const rows = await this.db.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ id: cartItems.id });
    return rows.length;
  }

  /** Takes paid quantities out of the cart: a line paid in full goes, a line since raised keeps the rest. */
  async removePaidLines(userId: string, lines: readonly Pick<CartSnapshotLine, 'medicineId' | 'quantity'>[]): Promise<void> {
    for (const line of lines) {
      const mine = and(eq(cartItems.userId, userId), eq(cartItems.medicineId, line.medicineId));
      await this.db.delete(cartItems).where(and(mine, lte(cartItems.quantity, line.quantity)));
      await this.db
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}`, updatedAt: sql`now()` })
        .where(and(mine, gt(cartItems.quantity, line.quantity)));
    }
  }
}

/** Erasing an account: the shopper's cart and its notices. */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, shopper.id));
  await tx.delete(cartNotices).where(eq(cartNotices.userId, shopper.id));
}

/** The retention job: cart lines untouched since `cutoff` (abandoned carts); how many. */
export async function purgeOlderThan(db: Database, cutoff: Date): Promise<number> {
  const rows = await db.delete(cartItems).where(lt(cartItems.updatedAt, cutoff)).returning({ id: cartItems.id });
  return rows.length;
}
