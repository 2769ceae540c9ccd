import { desc, eq, and, count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Promotion, promotionRedemptions, promotions } from '../db/schema/promotions';

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
