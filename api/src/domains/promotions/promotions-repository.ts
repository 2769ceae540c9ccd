import { desc, eq, and, count, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type Promotion, promotionRedemptions, promotions } from '../../platform/db/schema/promotions';

export type NewPromotion = typeof promotions.$inferInsert;

/** The promotions domain's tables: codes and their uses. */
export class PromotionsRepository {
  constructor(private readonly db: Database) {}

  async byCode(code: string): Promise<Promotion | null> {
    const [row] = await this.db.select().from(promotions).where(eq(promotions.code, code));
    return row ?? null;
  }

  /** The code's row, locked until the transaction ends: its uses are counted and added one at a time. */
  async lockByCode(code: string): Promise<Promotion | null> {
    const [row] = await this.db.select().from(promotions).where(eq(promotions.code, code)).for('update');
    return row ?? null;
  }

  async lockById(id: string): Promise<Promotion | null> {
    const [row] = await this.db.select().from(promotions).where(eq(promotions.id, id)).for('update');
    return row ?? null;
  }

  /** The checkouts holding a use of the code that were not yet found paid. */
  async heldUses(promotionId: string): Promise<string[]> {
    const rows = await this.db
      .select({ reference: promotionRedemptions.paymentReference })
      .from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotionId, promotionId), isNull(promotionRedemptions.paidAt)));
    return rows.map((r) => r.reference);
  }

  async markPaid(paymentReferences: string[]): Promise<void> {
    if (paymentReferences.length === 0) return;
    await this.db
      .update(promotionRedemptions)
      .set({ paidAt: new Date() })
      .where(and(inArray(promotionRedemptions.paymentReference, paymentReferences), isNull(promotionRedemptions.paidAt)));
  }

  /** The checkout's use given back (row locked by lockById): true when there was one. */
  async removeUse(promotionId: string, paymentReference: string): Promise<boolean> {
    const removed = await this.db
      .delete(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotionId, promotionId), eq(promotionRedemptions.paymentReference, paymentReference)))
      .returning({ id: promotionRedemptions.id });
    if (removed.length === 0) return false;
    await this.db
      .update(promotions)
      .set({ usedCount: sql`greatest(${promotions.usedCount} - 1, 0)` })
      .where(eq(promotions.id, promotionId));
    return true;
  }

  async list(): Promise<Promotion[]> {
    return this.db.select().from(promotions).orderBy(desc(promotions.createdAt));
  }

  async insert(values: NewPromotion): Promise<Promotion> {
    const [row] = await this.db.insert(promotions).values(values).returning();
    return row;
  }

  async setActive(id: string, active: boolean): Promise<Promotion | null> {
    const [row] = await this.db.update(promotions).set({ active }).where(eq(promotions.id, id)).returning();
    return row ?? null;
  }

  async redemptionOf(paymentReference: string) {
    const [row] = await this.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.paymentReference, paymentReference));
    return row ?? null;
  }

  async usesBy(promotionId: string, userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotionId, promotionId), eq(promotionRedemptions.userId, userId)));
    return Number(row?.n ?? 0);
  }

  /** One more use: the redemption and the count, in the caller's transaction (the row locked by lockByCode). */
  async addUse(promotionId: string, userId: string, paymentReference: string, discountKobo: number): Promise<void> {
    await this.db.insert(promotionRedemptions).values({ promotionId, userId, paymentReference, discountKobo });
    await this.db
      .update(promotions)
      .set({ usedCount: sql`${promotions.usedCount} + 1` })
      .where(eq(promotions.id, promotionId));
  }
}
