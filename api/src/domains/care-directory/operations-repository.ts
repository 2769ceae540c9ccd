import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type Ambulance,
  ambulances,
  type Laboratory,
  laboratories,
  type Pharmacy,
  pharmacies,
} from '../../platform/db/schema/care-directory';

export type Slice = { limit: number; offset: number } | null;
export type Listed<T> = { rows: T[]; total: number };

export type OperationsKind = 'pharmacy' | 'ambulance' | 'laboratory';
type Tables = { pharmacy: typeof pharmacies; ambulance: typeof ambulances; laboratory: typeof laboratories };
export type OperationsRow = { pharmacy: Pharmacy; ambulance: Ambulance; laboratory: Laboratory };
export const TABLES: Tables = { pharmacy: pharmacies, ambulance: ambulances, laboratory: laboratories };

export const OPERATIONS_SORTS = ['name', '-name', 'location', '-location', 'updatedAt', '-updatedAt'] as const;
export type OperationsSort = (typeof OPERATIONS_SORTS)[number];
export type OperationsAdminQuery = { search?: string; hidden?: boolean; availability?: boolean; sort: OperationsSort };

function escapeLike(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The directory's pharmacies: the central warehouse is a stock location, not a branch shoppers visit or admins edit here. */
const BRANCHES = eq(pharmacies.kind, 'pharmacy');

/** All SQL of operations data: pharmacies (markets), ambulances, laboratories. */
export class OperationsRepository {
  constructor(private readonly db: Database) {}

  async transaction<T>(work: (repository: OperationsRepository, tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new OperationsRepository(tx as unknown as Database), tx as unknown as Database));
  }

  /** The shop's list: records not hidden, by name. */
  private async list<T>(table: Tables[OperationsKind], slice: Slice): Promise<Listed<T>> {
    const shown = and(eq(table.hidden, false), table === pharmacies ? BRANCHES : undefined);
    const query = this.db.select().from(table).where(shown).orderBy(asc(table.name), asc(table.id));
    if (!slice) {
      const rows = (await query) as T[];
      return { rows, total: rows.length };
    }
    const [rows, [count]] = await Promise.all([
      query.limit(slice.limit).offset(slice.offset),
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(shown),
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

  /** The admin list: hidden records too, searched (name, location and more), filtered, sorted, paged. */
  async adminList<K extends OperationsKind>(kind: K, query: OperationsAdminQuery, slice: Slice): Promise<Listed<OperationsRow[K]>> {
    const table = TABLES[kind];
    const conditions: SQL[] = kind === 'pharmacy' ? [BRANCHES] : [];
    if (query.search) {
      const pattern = escapeLike(query.search);
      const texts = [ilike(table.name, pattern), ilike(table.location, pattern)];
      if (kind === 'pharmacy') texts.push(ilike(pharmacies.contact, pattern), ilike(pharmacies.deliveryRange, pattern));
      if (kind === 'laboratory') texts.push(ilike(laboratories.description, pattern));
      conditions.push(or(...texts)!);
    }
    if (query.hidden !== undefined) conditions.push(eq(table.hidden, query.hidden));
    if (kind === 'ambulance' && query.availability !== undefined) conditions.push(eq(ambulances.availability, query.availability));
    const where = conditions.length ? and(...conditions) : undefined;
    const [column, direction] = query.sort.startsWith('-') ? [query.sort.slice(1), desc] : [query.sort, asc];
    const sortColumn = column === 'location' ? table.location : column === 'updatedAt' ? table.updatedAt : table.name;
    const base = this.db
      .select()
      .from(table as typeof pharmacies)
      .where(where)
      .orderBy(direction(sortColumn), asc(table.name), asc(table.id));
    const rows = slice ? await base.limit(slice.limit).offset(slice.offset) : await base;
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table as typeof pharmacies)
      .where(where);
    return { rows: rows as unknown as OperationsRow[K][], total: Number(n) };
  }

  async lock<K extends OperationsKind>(kind: K, id: string): Promise<OperationsRow[K] | undefined> {
    const table = TABLES[kind] as typeof pharmacies;
    const [row] = await this.db
      .select()
      .from(table)
      .where(and(eq(table.id, id), kind === 'pharmacy' ? BRANCHES : undefined))
      .for('update');
    return row as unknown as OperationsRow[K] | undefined;
  }

  async find<K extends OperationsKind>(kind: K, id: string): Promise<OperationsRow[K] | undefined> {
    const table = TABLES[kind] as typeof pharmacies;
    const [row] = await this.db
      .select()
      .from(table)
      .where(and(eq(table.id, id), kind === 'pharmacy' ? BRANCHES : undefined));
    return row as unknown as OperationsRow[K] | undefined;
  }

  /** Saves an edit and moves the version on by one. */
  async update<K extends OperationsKind>(kind: K, id: string, values: Partial<OperationsRow[K]>): Promise<OperationsRow[K]> {
    const table = TABLES[kind] as typeof pharmacies;
    const [row] = await this.db
      .update(table)
      .set({ ...(values as object), version: sql`${table.version} + 1`, updatedAt: sql`now()` })
      .where(eq(table.id, id))
      .returning();
    return row as unknown as OperationsRow[K];
  }

  async delete(kind: OperationsKind, id: string): Promise<void> {
    const table = TABLES[kind] as typeof pharmacies;
    await this.db.delete(table).where(eq(table.id, id));
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
