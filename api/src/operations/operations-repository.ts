import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Ambulance, ambulances, type Laboratory, laboratories, type Pharmacy, pharmacies } from '../db/schema/catalogue';

export type Slice = { limit: number; offset: number } | null;
export type Listed<T> = { rows: T[]; total: number };

/** All SQL of operations data: pharmacies (markets), ambulances, laboratories. */
export class OperationsRepository {
  constructor(private readonly db: Database) {}

  private async list<T>(table: typeof pharmacies | typeof ambulances | typeof laboratories, slice: Slice): Promise<Listed<T>> {
    const query = this.db.select().from(table).orderBy(asc(table.name), asc(table.id));
    if (!slice) {
      const rows = (await query) as T[];
      return { rows, total: rows.length };
    }
    const [rows, [count]] = await Promise.all([
      query.limit(slice.limit).offset(slice.offset),
      this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table),
    ]);
    return { rows: rows as T[], total: count.n };
  }

  listPharmacies(slice: Slice) {
    return this.list<Pharmacy>(pharmacies, slice);
  }

  listAmbulances(slice: Slice) {
    return this.list<Ambulance>(ambulances, slice);
  }

  listLaboratories(slice: Slice) {
    return this.list<Laboratory>(laboratories, slice);
  }

  async insertPharmacy(values: typeof pharmacies.$inferInsert): Promise<Pharmacy> {
    const [row] = await this.db.insert(pharmacies).values(values).returning();
    return row;
  }

  async insertAmbulance(values: typeof ambulances.$inferInsert): Promise<Ambulance> {
    const [row] = await this.db.insert(ambulances).values(values).returning();
    return row;
  }

  async insertLaboratory(values: typeof laboratories.$inferInsert): Promise<Laboratory> {
    const [row] = await this.db.insert(laboratories).values(values).returning();
    return row;
  }
}
