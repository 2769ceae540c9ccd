import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/db/migrate';

// Units on hand moved from medicines.stock_quantity to the stock domain's stock_levels (migration
// 0014): a database holding stock under the previous schema is migrated forward, and every
// medicine keeps every unit. On PGlite, and on PostgreSQL too when DATABASE_URL is set.

/** The committed migrations before `tag`, as a folder of their own (files and a cut journal). */
function migrationsBefore(tag: string): string {
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

async function freshDatabase(): Promise<DatabaseHandle> {
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

const rowsOf = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

test('migrating to stock_levels keeps every unit of every medicine', async () => {
  const handle = await freshDatabase();
  after(() => handle.close());
  await migrateDatabase(handle, migrationsBefore('0014_stock_levels'));

  // Stock as the previous schema held it: on the medicines, zeros, hidden medicines and hidden categories too.
  await handle.db.execute(sql`
    INSERT INTO medicine_categories (name, hidden) VALUES ('Pain Relief', false), ('Antimalarials', false), ('Retired', true)`);
  await handle.db.execute(sql`
    INSERT INTO medicines (name, price_kobo, category_id, stock_quantity, hidden)
    SELECT 'Medicine ' || i, 100 + i, c.id, (i * 37) % 250, i % 9 = 0
    FROM generate_series(1, 300) AS i
    JOIN LATERAL (SELECT id FROM medicine_categories ORDER BY name OFFSET i % 3 LIMIT 1) c ON true`);
  const before = await rowsOf<{ id: string; units: number }>(handle, sql`SELECT id, stock_quantity AS units FROM medicines ORDER BY id`);
  const [{ total }] = await rowsOf<{ total: number }>(handle, sql`SELECT sum(stock_quantity)::int AS total FROM medicines`);
  assert.equal(before.length, 300);
  assert.ok(before.some((m) => m.units === 0) && total > 30_000);

  await migrateDatabase(handle);

  const afterwards = await rowsOf<{ id: string; units: number }>(
    handle,
    sql`SELECT m.id, sl.quantity AS units FROM medicines m LEFT JOIN stock_levels sl ON sl.medicine_id = m.id ORDER BY m.id`,
  );
  assert.deepEqual(afterwards, before);
  const [moved] = await rowsOf<{ total: number; n: number }>(
    handle,
    sql`SELECT sum(quantity)::int AS total, count(*)::int AS n FROM stock_levels`,
  );
  assert.deepEqual(moved, { total, n: 300 });
  const columns = await rowsOf<{ column_name: string }>(
    handle,
    sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'medicines' AND column_name = 'stock_quantity'`,
  );
  assert.deepEqual(columns, [], 'the catalogue no longer holds stock');

  // The shop lists' totals (0013) start from the medicines already there.
  const counts = await rowsOf<{ category_id: string; n: number }>(
    handle,
    sql`SELECT category_id, shown_count AS n FROM medicine_category_counts ORDER BY category_id`,
  );
  const counted = await rowsOf<{ category_id: string; n: number }>(
    handle,
    sql`SELECT category_id, count(*)::int AS n FROM medicines WHERE NOT hidden GROUP BY category_id ORDER BY category_id`,
  );
  assert.deepEqual(counts, counted);
});
