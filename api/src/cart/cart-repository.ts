import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type CartSnapshotLine, cartItems, medicines } from '../db/schema/index';
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
        shown: sql<boolean>`NOT ${medicines.hidden} AND NOT EXISTS (SELECT 1 FROM medicine_categories hc WHERE hc.id = ${medicines.categoryId} AND hc.hidden)`,
      })
      .from(medicines)
      .where(eq(medicines.id, medicineId));
    return row ?? null;
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
