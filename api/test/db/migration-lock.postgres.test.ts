// Migrations on PostgreSQL while replicas start together and shoppers hold locks: each migration is
// applied once (under the advisory lock), and a migration that cannot get a table's lock at once
// waits at most a few seconds per try and is tried again, instead of queueing every query behind it.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import pg from 'pg';
import { openDatabase } from '../../src/platform/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/platform/db/migrate';
import { postgresUrl } from '../helpers/postgres-only';

const serverUrl = postgresUrl();

async function freshDatabase(): Promise<string> {
  const name = `epharmacy_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  after(async () => {
    const drop = new pg.Client({ connectionString: serverUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => drop.end());
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const open = (databaseUrl: string) => openDatabase({ databaseUrl, pgliteDir: null, pgliteTemplate: null });

/** The committed migrations plus one that expands the orders table. */
function withExpandMigration(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  fs.writeFileSync(path.join(folder, '9000_expand_orders.sql'), 'ALTER TABLE "orders" ADD COLUMN "gift_message" text;');
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  journal.entries.push({ idx: journal.entries.length, version: '7', when: Date.now(), tag: '9000_expand_orders', breakpoints: true });
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  after(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

test('three replicas starting at once: every migration applied exactly once', async () => {
  const url = await freshDatabase();
  const handles = await Promise.all([open(url), open(url), open(url)]);
  try {
    await Promise.all(handles.map((handle) => migrateDatabase(handle)));
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const applied = await client.query('SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
    await client.end();
    assert.equal(applied.rows.length, journal.entries.length);
    assert.ok(applied.rows.every((row) => row.n === 1));
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }
});

test("a migration blocked by a shopper's open transaction is tried again and applies once it ends", async () => {
  const url = await freshDatabase();
  const handle = await open(url);
  const shopper = new pg.Client({ connectionString: url });
  try {
    await migrateDatabase(handle);
    await shopper.connect();
    // A long checkout transaction holding the orders table (as a read does) for 5 s: longer than one try's lock wait.
    await shopper.query('BEGIN');
    await shopper.query('SELECT count(*) FROM orders');
    let committed = false;
    const released = new Promise<void>((resolve) =>
      setTimeout(() => void shopper.query('COMMIT').then(() => ((committed = true), resolve())), 5000),
    );
    let migrated = false;
    const migrating = migrateDatabase(handle, withExpandMigration()).then(() => (migrated = true));
    // Meanwhile other queries on orders are not stuck behind the waiting migration until the
    // shopper's transaction ends: the migration stops waiting after its lock timeout, lets them by.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    await reader.query('SELECT count(*) FROM orders');
    await reader.end();
    assert.equal(committed, false, 'a reader got through while the shopper still held the table');
    await released;
    await migrating;
    assert.ok(migrated);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const columns = await check.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'gift_message'",
    );
    await check.end();
    assert.equal(columns.rows.length, 1);
  } finally {
    await shopper.end().catch(() => undefined);
    await handle.close();
  }
});
