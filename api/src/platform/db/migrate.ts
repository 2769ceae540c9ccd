import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

const MIGRATION_LOCK_ID = 508_020_26;

/**
 * While shoppers pay, a migration's ALTER TABLE waits for the checkout's transactions, and every
 * new query on that table queues behind it; two tables altered in one migration can deadlock with a
 * checkout that locks them in the other order. So a migration waits at most this long for a lock,
 * and is tried again (it runs in one transaction: nothing of a failed try stays).
 */
const LOCK_TIMEOUT = '3s';
const ATTEMPTS = 10;
const RETRIED_CODES = new Set(['40P01', '55P03']); // deadlock_detected, lock_not_available

function isLockConflict(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
  return code !== undefined && RETRIED_CODES.has(code);
}

/**
 * Applies the committed migrations in api/drizzle (and the extensions they need); tests may name
 * another folder (e.g. the migrations up to some point, to migrate old data forward).
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.driver.kind === 'pglite') {
    await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await migratePglite(drizzlePglite(handle.driver.client), { migrationsFolder });
  } else {
    // Several API replicas may start at once: one migrates while the others wait on the lock.
    const client = await handle.driver.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      // Under the lock too: two replicas creating the extension at once collide.
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await client.query(`SET lock_timeout = '${LOCK_TIMEOUT}'`);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
          break;
        } catch (err) {
          if (!isLockConflict(err) || attempt >= ATTEMPTS) throw err;
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
        }
      }
    } finally {
      await client.query('RESET lock_timeout').catch(() => {});
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  }
}
