import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

/** The Drizzle database every repository receives; the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The driver underneath, for the migrator. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
};

export type DatabaseOptions = {
  databaseUrl: string | null;
  /** PGlite data folder; ignored with databaseUrl. Null keeps PGlite in memory. */
  pgliteDir: string | null;
  /** PGlite only: start from this dumped data folder (tests use a migrated template; much faster than initdb). */
  pgliteTemplate?: Blob | null;
  onPoolError?: (err: Error) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (err) => options.onPoolError?.(err));
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool },
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await pool.end();
      },
    };
  }

  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const pgliteOptions = { extensions: { pg_trgm }, ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}) };
  const client = options.pgliteDir ? new PGlite(options.pgliteDir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
