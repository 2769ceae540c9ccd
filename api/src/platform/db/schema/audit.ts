import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** What an admin changed in a record: each field from what to what. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** The audit domain: one row per admin change of a catalogue, operations, stock or order record. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The clock time (not the transaction's), so the entries of one change keep their order. */
    at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name at the time (kept if the account goes). */
    actorName: text().notNull(),
    /** medicine, category, pharmacy, ambulance, laboratory, order. */
    entityType: text().notNull(),
    entityId: uuid().notNull(),
    entityName: text().notNull(),
    /** create, update, hide, unhide, delete, stock, resolve… */
    action: text().notNull(),
    changes: jsonb().$type<AuditChanges>().notNull().default({}),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_entries_actor_idx').on(t.actorId, t.at),
  ],
);

export type AuditEntry = typeof auditEntries.$inferSelect;
