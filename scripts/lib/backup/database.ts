// The database side of a backup: PostgreSQL through its own tools (pg_dump, pg_restore, of the
// server's major version or newer), or the embedded PGlite folder opened with PGlite itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseFacts, type DatabaseFacts, type QueryRows } from './facts';

export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: options.env ?? process.env });
  if (result.error) {
    if ((result.error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${command} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`);
    }
    throw result.error;
  }
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status}): ${result.stderr.trim()}`);
  return result.stdout;
}

/**
 * Runs PostgreSQL's tools on `databaseUrl` without its password on their command line, where every
 * user of the machine reads it (ps, /proc/<pid>/cmdline): `work` gets the URL without the password
 * and an environment whose PGPASSFILE names a 0600 password file in a 0700 folder of its own,
 * deleted afterwards.
 */
export function withoutPasswordInArgs<T>(databaseUrl: string, work: (url: string, env: NodeJS.ProcessEnv) => T): T {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password) || url.searchParams.get('password') || '';
  url.password = '';
  url.searchParams.delete('password');
  const env = { ...process.env };
  delete env.PGPASSWORD;
  if (!password) return work(url.toString(), env);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-pgpass-'));
  try {
    const file = path.join(dir, 'pgpass');
    // hostname:port:database:username:password, any of each; ":" and "\\" escaped.
    fs.writeFileSync(file, `*:*:*:*:${password.replace(/[\\:]/g, (c) => `\\${c}`)}\n`, { mode: 0o600 });
    return work(url.toString(), { ...env, PGPASSFILE: file });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function hasPostgresTools(): boolean {
  return ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);
}

/** A text-cell query on one pg client (pg's own parsing switched off: every cell as PostgreSQL prints it). */
export function clientQuery(client: pg.Client): QueryRows {
  return async (sql) => {
    const result = await client.query({ text: sql, rowMode: 'array', types: { getTypeParser: () => (value: string) => value } });
    return (result.rows as (string | null)[][]).map((row) => row.map((cell) => cell ?? ''));
  };
}

/** Runs `work` with a client of `databaseUrl`, closed afterwards. */
export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump's custom format (compressed, restorable table by table) of one snapshot, and the facts
 * of that same snapshot: a read-only repeatable-read transaction exports its snapshot, pg_dump
 * dumps exactly it, and the counts and sums are read inside it, so orders placed meanwhile change neither.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<{ facts: DatabaseFacts; serverVersion: string }> {
  return withClient(databaseUrl, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ snapshot: string; version: string }>(
        "select pg_export_snapshot() as snapshot, current_setting('server_version') as version",
      );
      withoutPasswordInArgs(databaseUrl, (url, env) =>
        run(
          'pg_dump',
          ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${rows[0].snapshot}`, `--file=${file}`, `--dbname=${url}`],
          { env },
        ),
      );
      const facts = await databaseFacts(clientQuery(client));
      return { facts, serverVersion: rows[0].version };
    } finally {
      await client.query('rollback');
    }
  });
}

/** The same connection string pointed at another database of the same server. */
export function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export function databaseName(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
}

/** Creates `database` (refusing when it exists: a restore never overwrites) and restores the dump into it. */
export async function restorePostgres(serverUrl: string, database: string, file: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database))
    throw new Error(`"${database}" is not a plain database name (lower-case letters, digits, _).`);
  await withClient(serverUrl, async (client) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount)
      throw new Error(
        `Database ${database} already exists: a restore goes into a fresh database, never over one. Choose another --database.`,
      );
    await client.query(`create database ${database}`);
  });
  const target = withDatabase(serverUrl, database);
  withoutPasswordInArgs(target, (url, env) =>
    run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], { env }),
  );
  return target;
}

/** Opens a PGlite folder (a copy, never the live API's) for the facts; close it when done. */
export async function pgliteQuery(dir: string): Promise<{ query: QueryRows; close: () => Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dir);
  return {
    query: async (sql) => {
      const result = await db.query<unknown[]>(sql, [], { rowMode: 'array' });
      return result.rows.map((row) => row.map((cell) => (cell == null ? '' : String(cell))));
    },
    close: () => db.close(),
  };
}
