import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliverySettings, type DeliveryZone, deliveryZones, type SavedAddress, savedAddresses } from '../db/schema/index';

/** All SQL for delivery zones, the delivery settings and saved addresses. */
export class DeliveryRepository {
  constructor(private readonly db: Database) {}

  async zones(): Promise<DeliveryZone[]> {
    return this.db.select().from(deliveryZones).orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.code));
  }

  async zone(code: string): Promise<DeliveryZone | null> {
    const [row] = await this.db.select().from(deliveryZones).where(eq(deliveryZones.code, code));
    return row ?? null;
  }

  async updateZone(
    code: string,
    change: { feeKobo: number; minDays: number; maxDays: number; delivered: boolean },
  ): Promise<DeliveryZone | null> {
    const [row] = await this.db
      .update(deliveryZones)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(deliveryZones.code, code))
      .returning();
    return row ?? null;
  }

  /** Runs `work` in one transaction, with a repository on it. */
  async transaction<T>(work: (repository: DeliveryRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new DeliveryRepository(tx as unknown as Database)));
  }

  /** The zones with these codes, locked until the transaction ends. */
  async lockZones(codes: string[]): Promise<DeliveryZone[]> {
    if (codes.length === 0) return [];
    return this.db.select().from(deliveryZones).where(inArray(deliveryZones.code, codes)).for('update');
  }

  async freeThresholdKobo(): Promise<number> {
    const [row] = await this.db.select().from(deliverySettings).where(eq(deliverySettings.id, 1));
    return row?.freeThresholdKobo ?? 10_000_000;
  }

  async setFreeThresholdKobo(freeThresholdKobo: number): Promise<void> {
    await this.db
      .insert(deliverySettings)
      .values({ id: 1, freeThresholdKobo })
      .onConflictDoUpdate({ target: deliverySettings.id, set: { freeThresholdKobo, updatedAt: sql`now()` } });
  }

  async addresses(userId: string): Promise<SavedAddress[]> {
    return this.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id));
  }

  async address(userId: string, id: string): Promise<SavedAddress | null> {
    const [row] = await this.db
      .select()
      .from(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
    return row ?? null;
  }

  async countAddresses(userId: string): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId));
    return n;
  }

  async insertAddress(address: typeof savedAddresses.$inferInsert): Promise<SavedAddress> {
    const [row] = await this.db.insert(savedAddresses).values(address).returning();
    return row;
  }

  async deleteAddress(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning({ id: savedAddresses.id });
    return rows.length > 0;
  }
}
