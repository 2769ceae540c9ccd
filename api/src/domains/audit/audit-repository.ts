import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type AuditEntry, auditEntries } from '../../platform/db/schema/audit';

export type AuditFilter = {
  entityType?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
  search?: string;
  from?: Date;
  to?: Date;
};

/** All SQL of the audit log (table audit_entries). */
export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof auditEntries.$inferInsert): Promise<void> {
    await this.db.insert(auditEntries).values(values);
  }

  async list(filter: AuditFilter, slice: { limit: number; offset: number } | null): Promise<{ rows: AuditEntry[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.entityType) conditions.push(eq(auditEntries.entityType, filter.entityType));
    if (filter.entityId) conditions.push(eq(auditEntries.entityId, filter.entityId));
    if (filter.actorId) conditions.push(eq(auditEntries.actorId, filter.actorId));
    if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
    if (filter.from) conditions.push(gte(auditEntries.at, filter.from));
    if (filter.to) conditions.push(lte(auditEntries.at, filter.to));
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(sql`(${auditEntries.entityName} ILIKE ${pattern} OR ${auditEntries.actorName} ILIKE ${pattern})`);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const query = this.db.select().from(auditEntries).where(where).orderBy(desc(auditEntries.at), desc(auditEntries.id));
    const rows = slice ? await query.limit(slice.limit).offset(slice.offset) : await query;
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditEntries)
      .where(where);
    return { rows, total: Number(total) };
  }

  /** The admins who appear in the log, for the filter. */
  async actors(): Promise<{ actorId: string | null; actorName: string }[]> {
    return this.db
      .selectDistinct({ actorId: auditEntries.actorId, actorName: auditEntries.actorName })
      .from(auditEntries)
      .orderBy(auditEntries.actorName);
  }
}

/** Erasing an account: the audit log keeps its entries, naming the shopper no more (as actor or as subject). */
export async function eraseShopper(tx: Database, shopper: { id: string; erasedName: string }): Promise<void> {
  await tx.update(auditEntries).set({ actorName: shopper.erasedName }).where(eq(auditEntries.actorId, shopper.id));
  await tx.update(auditEntries).set({ entityName: shopper.erasedName }).where(eq(auditEntries.entityId, shopper.id));
}
