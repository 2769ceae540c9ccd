// For tests of a data migration: the committed migrations up to one of them, a fresh database to
// run them on (PGlite, or a database of its own on PostgreSQL when DATABASE_URL is set), and rows of
// a query. Each is cleaned up after the test file.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import type { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/platform/db/client';
import { MIGRATIONS_FOLDER } from '../../src/platform/db/migrate';

/** The committed migrations before `tag`, as a folder of their own (files and a cut journal). */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; idx: number }[];
  };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  assert.ok(stop > 0, `no migration ${tag}`);
  const kept = journal.entries.slice(0, stop);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const e of kept) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function freshDatabase(): Promise<DatabaseHandle> {
  if (!process.env.DATABASE_URL) return openDatabase({ databaseUrl: null, pgliteDir: null });
  const name = `epharmacy_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  after(async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return handle;
}

export const rowsOf = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
