import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

const MIGRATION_LOCK_ID = 508_020_26;

/**
 * Applies the committed migrations in api/drizzle (and the extensions they need); tests may name
 * another folder (e.g. the migrations up to some point, to migrate old data forward).
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  if (handle.driver.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.driver.client), { migrationsFolder });
  } else {
    // Several API replicas may start at once: one migrates while the others wait on the lock.
    const client = await handle.driver.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  }
}
