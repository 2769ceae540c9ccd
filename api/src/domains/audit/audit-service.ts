import type { Database } from '../../platform/db/client';
import type { AuditChanges, AuditEntry } from '../../platform/db/schema/audit';
import type { AuthUser } from '../../platform/lib/auth-user';
import { type AuditFilter, AuditRepository } from './audit-repository';
import type { AuditEntryJson } from './audit-schemas';

export type AuditedType =
  | 'medicine'
  | 'category'
  | 'pharmacy'
  | 'ambulance'
  | 'laboratory'
  | 'order'
  | 'user'
  | 'prescription-check'
  | 'promotion'
  | 'medication-profile'
  | 'medication-safety-rules'
  | 'medication-safety-hold'
  | 'search-term'
  | 'delivery-handover-photo';

export type AuditRecord = {
  entityType: AuditedType;
  entityId: string;
  entityName: string;
  action: string;
  changes?: AuditChanges;
};

export type { AuditEntryJson };

const toJson = (row: AuditEntry): AuditEntryJson => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  entityType: row.entityType,
  entityId: row.entityId,
  entityName: row.entityName,
  action: row.action,
  changes: Object.entries(row.changes ?? {}).map(([field, change]) => ({ field, from: change.from, to: change.to })),
});

/**
 * The fields that differ between `before` and `after` (only those named), each from what to what.
 * Values compare as JSON, so equal numbers, texts and booleans are no change.
 */
export function diff<T extends object>(before: T, after: Partial<T>, fields: readonly (keyof T & string)[]): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** Every admin change, who made it and what it changed; written in the transaction of the change itself. */
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  /** Inside the transaction of the change: the entry commits with it or not at all. */
  async record(actor: AuthUser, entry: AuditRecord, transaction: Database): Promise<void> {
    await new AuditRepository(transaction).insert({
      actorId: actor.id,
      actorName: actor.name,
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityName: entry.entityName,
      action: entry.action,
      changes: entry.changes ?? {},
    });
  }

  async list(filter: AuditFilter, slice: { limit: number; offset: number } | null) {
    const { rows, total } = await this.repository.list(filter, slice);
    return { items: rows.map(toJson), total };
  }

  actors() {
    return this.repository.actors();
  }
}
