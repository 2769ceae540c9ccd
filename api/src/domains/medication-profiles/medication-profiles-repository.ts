import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type MedicationProfile, medicationProfiles } from '../../platform/db/schema/medication-profiles';

export type ProfileValues = Omit<typeof medicationProfiles.$inferInsert, 'id' | 'userId' | 'version' | 'createdAt' | 'updatedAt'>;

/** The "myself" profile first, then the others in the order they were added. */
const ORDER = [sql`${medicationProfiles.relationship} <> 'self'`, asc(medicationProfiles.createdAt), asc(medicationProfiles.id)];

/** Medication profiles (medication_profiles): all SQL of the domain. */
export class MedicationProfilesRepository {
  constructor(private readonly db: Database) {}

  async transaction<T>(work: (repository: MedicationProfilesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new MedicationProfilesRepository(tx as unknown as Database)));
  }

  /** The database handle (a transaction's inside `transaction`), for an audit entry written with the read. */
  get database(): Database {
    return this.db;
  }

  async ofUser(userId: string): Promise<MedicationProfile[]> {
    return this.db
      .select()
      .from(medicationProfiles)
      .where(eq(medicationProfiles.userId, userId))
      .orderBy(...ORDER);
  }

  /** The shopper's "myself" profile, made empty the first time it is asked for (once, however many ask at once). */
  async ensureSelf(userId: string): Promise<void> {
    await this.db
      .insert(medicationProfiles)
      .values({ userId, relationship: 'self' })
      .onConflictDoNothing({ target: medicationProfiles.userId, where: sql`${medicationProfiles.relationship} = 'self'` });
  }

  /** Locks the shopper's "myself" profile until the transaction ends: adds wait for each other there, then count afresh. */
  async lockSelf(userId: string): Promise<void> {
    await this.db
      .select({ id: medicationProfiles.id })
      .from(medicationProfiles)
      .where(and(eq(medicationProfiles.userId, userId), eq(medicationProfiles.relationship, 'self')))
      .for('update');
  }

  /** One profile of this shopper's (undefined for another shopper's or none). */
  async find(userId: string, id: string, lock = false): Promise<MedicationProfile | undefined> {
    const query = this.db
      .select()
      .from(medicationProfiles)
      .where(and(eq(medicationProfiles.id, id), eq(medicationProfiles.userId, userId)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async insert(userId: string, values: ProfileValues): Promise<MedicationProfile> {
    const [row] = await this.db
      .insert(medicationProfiles)
      .values({ ...values, userId })
      .returning();
    return row;
  }

  /** Replaces the profile's fields and moves its version on by one. */
  async replace(id: string, values: ProfileValues): Promise<MedicationProfile> {
    const [row] = await this.db
      .update(medicationProfiles)
      .set({ ...values, version: sql`${medicationProfiles.version} + 1`, updatedAt: sql`now()` })
      .where(eq(medicationProfiles.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(medicationProfiles).where(eq(medicationProfiles.id, id));
  }
}

/** Erasing an account: every medication profile of the shopper's goes (health data kept for nobody). */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.delete(medicationProfiles).where(eq(medicationProfiles.userId, shopper.id));
}
