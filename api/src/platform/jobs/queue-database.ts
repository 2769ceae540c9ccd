import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

/** What the job queue asks of the database: one statement with parameters, or a script without. */
export type QueueDatabase = PgBoss.Db & {
  executeSql<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
};

/**
 * The app's own database for pg-boss, so the queue runs on the embedded PGlite exactly as on
 * PostgreSQL and opens no connections of its own. pg-boss sends its schema changes as one script
 * (BEGIN; ...; COMMIT, no parameters): node-postgres runs such a text as a simple query, PGlite
 * needs `exec` for it (its `query` takes one statement). PGlite runs one call at a time and never
 * inside another caller's transaction, so the script's advisory lock and SKIP LOCKED behave.
 */
export function queueDatabase(handle: DatabaseHandle): QueueDatabase {
  const { driver } = handle;
  if (driver.kind === 'postgres') {
    return {
      async executeSql<Row>(text: string, values?: unknown[]) {
        const result = await driver.pool.query(text, values?.length ? values : undefined);
        // A script answers one result per statement; pg-boss reads the last.
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        return { rows: (last?.rows ?? []) as Row[] };
      },
    };
  }
  const { client } = driver;
  return {
    async executeSql<Row>(text: string, values?: unknown[]) {
      if (values?.length) return { rows: (await client.query<Row>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Row[] };
    },
  };
}
