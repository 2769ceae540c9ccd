import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { deliverySettings, type DeliveryZone, deliveryZones, type SavedAddress, savedAddresses } from '../../platform/db/schema/index';

/** A transaction, used as the database it runs on. */
type Transaction = Database;

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
      .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), desc(savedAddresses.id));
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

  /** Saves an address; made the default when asked or when it is the shopper's first. */
  async insertAddress(address: typeof savedAddresses.$inferInsert & { isDefault: boolean }): Promise<SavedAddress> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Transaction;
      const mine = await this.lockAddresses(tx, address.userId);
      const isDefault = address.isDefault || !mine.some((a) => a.isDefault);
      if (isDefault) await this.clearDefault(tx, address.userId);
      const [row] = await tx
        .insert(savedAddresses)
        .values({ ...address, isDefault })
        .returning();
      return row;
    });
  }

  /** Changes one of the shopper's addresses (null: not theirs, or gone). */
  async updateAddress(
    userId: string,
    id: string,
    values: Pick<SavedAddress, 'label' | 'recipient' | 'zone' | 'city' | 'street' | 'landmark' | 'phone'> & { isDefault?: boolean },
  ): Promise<SavedAddress | null> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Transaction;
      const mine = await this.lockAddresses(tx, userId);
      if (!mine.some((a) => a.id === id)) return null;
      const { isDefault, ...fields } = values;
      if (isDefault) await this.clearDefault(tx, userId);
      const [row] = await tx
        .update(savedAddresses)
        .set({ ...fields, ...(isDefault ? { isDefault: true } : {}) })
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
        .returning();
      return row ?? null;
    });
  }

  /** Makes one of the shopper's addresses the default (false: not theirs). */
  async makeDefault(userId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Transaction;
      const mine = await this.lockAddresses(tx, userId);
      if (!mine.some((a) => a.id === id)) return false;
      await this.clearDefault(tx, userId);
      await tx
        .update(savedAddresses)
        .set({ isDefault: true })
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
      return true;
    });
  }

  /** Deletes one of the shopper's addresses; when it was the default, the newest left becomes it. */
  async deleteAddress(userId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Transaction;
      const mine = await this.lockAddresses(tx, userId);
      const gone = mine.find((a) => a.id === id);
      if (!gone) return false;
      await tx.delete(savedAddresses).where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
      const next = mine.find((a) => a.id !== id);
      if (gone.isDefault && next) await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, next.id));
      return true;
    });
  }

  /** The shopper's addresses, newest first, locked until the transaction ends (one default at a time). */
  private lockAddresses(tx: Transaction, userId: string) {
    return tx
      .select({ id: savedAddresses.id, isDefault: savedAddresses.isDefault })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id))
      .for('update');
  }

  private clearDefault(tx: Transaction, userId: string) {
    return tx
      .update(savedAddresses)
      .set({ isDefault: false })
      .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
  }
}

/** Erasing an account: the shopper's saved addresses. */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.delete(savedAddresses).where(eq(savedAddresses.userId, shopper.id));
}
